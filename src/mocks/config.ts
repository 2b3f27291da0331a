import { APP_KEY } from '@/config/app-key';

const configured = Number(import.meta.env.VITE_DEMO_LATENCY_MS);

/** Simulated latency per demo request, so loading states are visible; none in unit tests. */
export const DEMO_LATENCY_MS =
  import.meta.env.MODE === 'test'
    ? 0
    : Number.isFinite(configured) && configured >= 0
      ? configured
      : 300;

/**
 * Where a browser may set its own latency for the demo backend (milliseconds, as text), read when
 * the demo backend starts: QA shows a loading state at a latency of its choosing in a build made
 * without one (the end-to-end build runs at 0 ms), or a slow clinic network in a demo.
 */
export const DEMO_LATENCY_KEY = `${APP_KEY}.demo.latencyMs`;

function storedLatency(): number | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(DEMO_LATENCY_KEY);
    const ms = raw === null || raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
  } catch {
    return undefined;
  }
}

let latencyMs = DEMO_LATENCY_MS;

/** The latency in force now: DEMO_LATENCY_MS unless a browser, benchmark or test changed it. */
export const demoLatency = () => latencyMs;

/**
 * Changes the simulated latency at run time (a benchmark under Vitest sets 50 ms where the test
 * mode would give 0). Pass nothing to go back to DEMO_LATENCY_MS.
 */
export function setDemoLatency(ms: number = DEMO_LATENCY_MS) {
  latencyMs = Number.isFinite(ms) && ms >= 0 ? ms : DEMO_LATENCY_MS;
}

/** Applies this browser's stored latency, if any (the demo backend calls it as it starts). */
export function applyStoredDemoLatency() {
  const stored = storedLatency();
  if (stored !== undefined) setDemoLatency(stored);
}

/**
 * The seed is written around a fixed reference day (2026-11-20). With rolling dates (the default)
 * every seeded date and time is moved forward by whole days so that day is the reader's today:
 * the dashboard's "today" has data on any day. Unit tests and the end-to-end build keep the
 * fixed dates (`VITE_DEMO_DATES=fixed`), which their expectations are written against.
 */
export const DEMO_ROLLING_DATES =
  import.meta.env.MODE !== 'test' && import.meta.env.VITE_DEMO_DATES !== 'fixed';

/** Length of a demo session: the demo backend issues JWTs whose `exp` the app honours. */
export const DEMO_SESSION_MS = 8 * 60 * 60 * 1000;
