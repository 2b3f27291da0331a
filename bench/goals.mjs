// The goals, as the table shows them: informative only. The benchmark reports whether a
// median meets its goal and never fails on it (timings on a shared machine vary too much). `met`
// is given the median (rounded as the table shows it) and the row's `{ min, max }`.

/** At most `limit` (times, sizes). */
export const atMost = (limit) => ({ text: `≤ ${limit}`, met: (value) => value <= limit });

/** At least `limit` (scores, speed-ups). */
export const atLeast = (limit) => ({ text: `≥ ${limit}`, met: (value) => value >= limit });

/** Exactly `target` (a layout shift of 0). */
export const exactly = (target) => ({ text: `${target}`, met: (value) => value === target });

/** A median of at most `limit`, and no run over `spike` (the next page: ≤ 50 ms, none over 100). */
export const atMostNoSpike = (limit, spike) => ({
  text: `≤ ${limit}, none > ${spike}`,
  met: (value, { max }) => value <= limit && max <= spike,
});
