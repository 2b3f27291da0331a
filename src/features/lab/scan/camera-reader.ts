/**
 * Reading a sample's Code 128 with the camera, where the browser offers the Barcode Detection
 * API (`BarcodeDetector`: Chrome on Android and ChromeOS, and on macOS; not Firefox, Safari, nor
 * Chrome on Linux or Windows). Loaded with the camera dialog only.
 */

interface DetectedBarcode {
  rawValue: string;
  format: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface DetectorClass {
  new (options?: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

const detectorClass = () =>
  (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** What the browser offers: all that a camera scan needs, or what it lacks. */
export type CameraSupport = 'ready' | 'no-detector' | 'no-code128' | 'no-camera';

export async function cameraSupport(): Promise<CameraSupport> {
  const Detector = detectorClass();
  if (!Detector) return 'no-detector';
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes('code_128')) return 'no-code128';
  if (!navigator.mediaDevices?.getUserMedia) return 'no-camera';
  return 'ready';
}

/** The camera, the one facing away from the user where there are two (a phone's back camera). */
export const openCamera = () =>
  navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });

export const stopCamera = (stream: MediaStream | undefined) =>
  stream?.getTracks().forEach((track) => track.stop());

/** Why the camera did not start, as the user can act on it. */
export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'failed';

export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** How often a frame is read, ms (a detection takes a frame's time or more on a phone). */
const EVERY_MS = 150;

/**
 * Reads the video's frames until a Code 128 is found: resolves with its text, or with nothing
 * once `signal` aborts. A frame not ready yet (or a failed read) is passed over.
 */
export async function watchForCode(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<string | undefined> {
  const Detector = detectorClass();
  if (!Detector) return undefined;
  const detector = new Detector({ formats: ['code_128'] });
  while (!signal.aborted) {
    const found = await detector.detect(video).catch(() => [] as DetectedBarcode[]);
    const code = found
      .filter((barcode) => barcode.format === 'code_128')
      .map((barcode) => barcode.rawValue.trim())
      .find(Boolean);
    if (code && !signal.aborted) return code;
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
  return undefined;
}
