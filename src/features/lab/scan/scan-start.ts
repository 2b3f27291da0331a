import type { QueryClient } from '@tanstack/react-query';
import type { UseNavigateResult } from '@tanstack/react-router';

/** How long after the main area opens scanning is listened for: never with a screen's first load. */
const START_AFTER_MS = 3_000;

/** The router's own navigate: where a scan leads is checked against the routes. */
type Navigate = UseNavigateResult<string>;

/**
 * What a scanned code opens, whoever read it (a keyboard-wedge scanner or the camera): the code
 * that opens it loads on the first scan.
 */
export function openScanned(code: string, navigate: Navigate, client: QueryClient) {
  void import('./open-scan')
    .then((open) => open.openScan(code, navigate, client))
    .catch(() => undefined);
}

/**
 * Starts listening for sample scans once the page has settled (an effect of the main layout),
 * as the critical announcer does: the listener's code waits three seconds, so it never weighs on
 * the first screen; what opens a scan loads on the first scan. Returns what stops it.
 */
export function startScanningLater(navigate: Navigate, client: QueryClient): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const timer = setTimeout(
    () =>
      void import('./scan-listener')
        .then((m) => {
          if (stopped) return;
          stop = m.startScanListener((code) => openScanned(code, navigate, client));
        })
        .catch(() => undefined),
    START_AFTER_MS,
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop?.();
  };
}
