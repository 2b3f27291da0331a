// The goals, as the table shows them: informative only. The benchmark reports whether a
// median meets its goal and never fails on it (timings on a shared machine vary too much).

/** At most `limit` (times, sizes). */
export const atMost = (limit) => ({ text: `≤ ${limit}`, met: (value) => value <= limit });

/** At least `limit` (scores, speed-ups). */
export const atLeast = (limit) => ({ text: `≥ ${limit}`, met: (value) => value >= limit });

/** Exactly `target` (a layout shift of 0). */
export const exactly = (target) => ({ text: `${target}`, met: (value) => value === target });
