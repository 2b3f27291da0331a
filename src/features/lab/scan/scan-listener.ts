import { scanDetector, SCAN_RULES, type ScanRules } from './scan-detector';

const EDITABLE = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Listens, anywhere in the signed-in app, for a keyboard-wedge scan (`scan-detector.ts`) and
 * hands its code to `onScan`. No key is ever kept from the page while a code comes (two keys of
 * a person's rollover come as fast as a scanner's, and must not be lost): only the Enter that
 * ends a scan is, and the code's characters, which a focused input (the worksheet's value cell)
 * received meanwhile, are taken back out of it. Returns what stops it.
 */
export function startScanListener(
  onScan: (code: string) => void,
  rules: ScanRules = SCAN_RULES,
): () => void {
  const detect = scanDetector(rules);
  /** The input the first key of a possible scan went to, and its text before. */
  let before: { input: HTMLInputElement | HTMLTextAreaElement; value: string } | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const step = detect({ key: event.key, time: event.timeStamp });
    if (step.kind === 'typing') {
      before = EDITABLE(event.target)
        ? { input: event.target, value: event.target.value }
        : undefined;
      return;
    }
    if (step.kind !== 'scanned') return;
    event.preventDefault();
    event.stopPropagation();
    if (before && before.input.value !== before.value) {
      // Through the native setter, so that React sees the change as typed.
      const proto = Object.getPrototypeOf(before.input) as object;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(before.input, before.value);
      before.input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    before = undefined;
    onScan(step.code);
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}

/** A scan's sample, offered to the screen on show first (the worksheet focuses its row). */
export const SCAN_EVENT = 'clinic:sample-scanned';
export interface ScanEventDetail {
  /** The ids of the sample's results. */
  ids: string[];
}

/** Ids a screen should focus once it shows them (a worksheet opened for a scan). */
let pending: string[] = [];
export const setPendingScan = (ids: string[]) => void (pending = ids);
export function takePendingScan(has: (id: string) => boolean): string | undefined {
  const found = pending.find(has);
  if (found) pending = [];
  return found;
}
