const configured = Number(import.meta.env.VITE_DEMO_LATENCY_MS);

/** Simulated latency per demo request, so loading states are visible; none in unit tests. */
export const DEMO_LATENCY_MS =
  import.meta.env.MODE === 'test'
    ? 0
    : Number.isFinite(configured) && configured >= 0
      ? configured
      : 300;

let latencyMs = DEMO_LATENCY_MS;

/** The latency in force now: DEMO_LATENCY_MS unless a benchmark or test changed it. */
export const demoLatency = () => latencyMs;

/**
 * Changes the simulated latency at run time (a benchmark under Vitest sets 50 ms where the test
 * mode would give 0). Pass nothing to go back to DEMO_LATENCY_MS.
 */
export function setDemoLatency(ms: number = DEMO_LATENCY_MS) {
  latencyMs = Number.isFinite(ms) && ms >= 0 ? ms : DEMO_LATENCY_MS;
}

/** Length of a demo session: the demo backend issues JWTs whose `exp` the app honours. */
export const DEMO_SESSION_MS = 8 * 60 * 60 * 1000;
