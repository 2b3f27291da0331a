import { lazy, Suspense, useEffect, useState } from 'react';

// Code that cannot load (offline at that moment) leaves the page as it is: no announcer.
const CriticalAnnouncer = lazy(() =>
  import('./critical-announcer').catch(() => ({ default: () => null })),
);

/** How long after the main area opens the watch starts, unless someone acts on the page first. */
const START_AFTER_MS = 5_000;

/**
 * Mounts the critical-results announcer once the page has settled: its code (and its first
 * poll) wait until the user first acts on the page or five seconds have passed, so neither
 * competes with the first screen. Results that turn critical meanwhile are still announced:
 * the announcer takes everything changed since the main area opened.
 */
export function CriticalAnnouncerStart() {
  const [since] = useState(Date.now);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    const timer = setTimeout(start, START_AFTER_MS);
    const events = ['keydown', 'pointerdown'] as const;
    for (const event of events) window.addEventListener(event, start, { once: true });
    return () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, start);
    };
  }, [started]);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <CriticalAnnouncer since={since} />
    </Suspense>
  );
}
