const configured = Number(import.meta.env.VITE_DEMO_LATENCY_MS);

/** Simulated latency per demo request, so loading states are visible; none in unit tests. */
export const DEMO_LATENCY_MS =
  import.meta.env.MODE === 'test' ? 0 : Number.isFinite(configured) && configured >= 0 ? configured : 300;

/** Length of a demo session: the demo backend issues JWTs whose `exp` the app honours. */
export const DEMO_SESSION_MS = 8 * 60 * 60 * 1000;
