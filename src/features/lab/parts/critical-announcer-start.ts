import type { QueryClient } from '@tanstack/react-query';

/** How long after the main area opens the watch starts: never with a screen's first load. */
const START_AFTER_MS = 5_000;

/**
 * Starts the critical-results announcer once the page has settled (an effect of the main
 * layout): its code and its first poll wait five seconds, so neither competes with the first
 * screen. Results that turn critical meanwhile are still announced: the announcer takes
 * everything changed since the main area opened. Code that cannot load (offline at that moment)
 * leaves the page as it is. Returns what stops it.
 */
export function startCriticalAnnouncerLater(client: QueryClient): () => void {
  const since = Date.now();
  let stop: (() => void) | undefined;
  let stopped = false;
  const timer = setTimeout(
    () =>
      void import('./critical-announcer')
        .then((m) => {
          if (!stopped) stop = m.startCriticalAnnouncer(client, since);
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
