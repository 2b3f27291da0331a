import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db/tables';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { SMALL_SCREEN } from '@/components/layout/small-screen';
import { CameraScanSlot } from './camera-scan-slot';

/**
 * The camera scan against a fake `BarcodeDetector` (what it reads, frame by frame, is the test's)
 * and a fake camera (a stream whose track records being stopped): what the browser would do,
 * not what the app does with it.
 */
interface Read {
  format: string;
  rawValue: string;
}
let reads: Read[][] = [];
let formats = ['qr_code', 'code_128'];
const made: unknown[] = [];
const seen: unknown[] = [];
class FakeDetector {
  static getSupportedFormats = () => Promise.resolve(formats);
  constructor(options: unknown) {
    made.push(options);
  }
  detect(source: unknown) {
    seen.push(source);
    return Promise.resolve(reads.shift() ?? []);
  }
}

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] };
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<unknown>>();

function browser({
  detector,
  touch,
  phone = false,
}: {
  detector: boolean;
  touch: boolean;
  phone?: boolean;
}) {
  if (detector) Object.assign(window, { BarcodeDetector: FakeDetector });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: (touch && query === '(pointer: coarse)') || (phone && query === SMALL_SCREEN),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(async () => {
  storeSession();
  await i18n.loadNamespaces(['lab', 'common']);
  reads = [];
  formats = ['qr_code', 'code_128'];
  made.length = 0;
  seen.length = 0;
  track.stop.mockReset();
  getUserMedia.mockReset().mockResolvedValue(stream);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  vi.restoreAllMocks();
});

const dialog = () => screen.findByRole('dialog', { name: 'Scan with camera' });

it("opens the sample whose Code 128 the camera reads, as a scanner's scan does, and stops the camera", async () => {
  browser({ detector: true, touch: false });
  const result = db.results.all().find((r) => r.customerId && r.sampledAt)!;
  // Nothing in the first frame, a QR code in the next (not a sample's label), then the label.
  reads = [[], [{ format: 'qr_code', rawValue: 'https://example.org' }]];
  reads.push([{ format: 'code_128', rawValue: ` ${result._id} ` }]);
  const { user, router } = renderRoute(() => <CameraScanSlot />);
  await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
  await dialog();
  expect(getUserMedia).toHaveBeenCalledWith({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/results'), { timeout: 3000 });
  expect(router.state.location.search).toMatchObject({ customerId: result.customerId });
  expect(made).toEqual([{ formats: ['code_128'] }]);
  expect(seen[0]).toBeInstanceOf(HTMLVideoElement);
  expect(track.stop).toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('stops the camera when the dialog is closed, and opens nothing', async () => {
  browser({ detector: true, touch: true });
  const { user, router } = renderRoute(() => <CameraScanSlot />);
  await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
  const open = await dialog();
  expect(
    await screen.findByText("Point the camera at a sample's barcode.", { exact: false }),
  ).toBeVisible();
  expect(screen.getByLabelText('Camera view')).toBeInstanceOf(HTMLVideoElement);
  expect(track.stop).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(open).not.toBeInTheDocument());
  expect(track.stop).toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/');
});

it('says what to do when the camera is refused, and tries again on request', async () => {
  browser({ detector: true, touch: true });
  getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
  const { user } = renderRoute(() => <CameraScanSlot />);
  await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
  await dialog();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "The camera was refused. Allow this site to use the camera in the browser's settings, then try again.",
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText("Point the camera at a sample's barcode.", { exact: false });
  expect(getUserMedia).toHaveBeenCalledTimes(2);
});

it('says plainly, on a tablet or phone, where the browser cannot read barcodes', async () => {
  browser({ detector: false, touch: true });
  const { user } = renderRoute(() => <CameraScanSlot />);
  await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
  await dialog();
  expect(
    await screen.findByText('This browser cannot read barcodes with the camera.', { exact: false }),
  ).toBeVisible();
  expect(getUserMedia).not.toHaveBeenCalled();
});

it('says so too where the detector reads no Code 128', async () => {
  browser({ detector: true, touch: false });
  formats = ['qr_code', 'ean_13'];
  const { user } = renderRoute(() => <CameraScanSlot />);
  await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
  expect(
    await screen.findByText('This browser cannot read barcodes with the camera.', { exact: false }),
  ).toBeVisible();
  expect(getUserMedia).not.toHaveBeenCalled();
});

it('is not offered on a desktop browser without a detector (the keyboard scanner is)', async () => {
  browser({ detector: false, touch: false });
  renderRoute(() => <CameraScanSlot />, { path: '/elsewhere' });
  await screen.findByText('Elsewhere');
  expect(screen.queryByRole('button', { name: 'Scan with camera' })).toBeNull();
});

it("is in the header, or first in the sidebar on a phone's narrow screen, with its words", async () => {
  browser({ detector: false, touch: true, phone: true });
  const { user } = renderRoute(() => (
    <>
      <header>
        <CameraScanSlot />
      </header>
      <nav>
        <CameraScanSlot inNav />
      </nav>
    </>
  ));
  const control = await screen.findByRole('button', { name: 'Scan with camera' });
  expect(control.closest('nav')).not.toBeNull();
  expect(control).toHaveTextContent('Scan with camera');
  expect(screen.getAllByRole('button', { name: 'Scan with camera' })).toHaveLength(1);
  await user.click(control);
  expect(await dialog()).toHaveTextContent('This browser cannot read barcodes with the camera.');
});
