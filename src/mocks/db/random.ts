/**
 * Deterministic randomness for the demo seed: one mulberry32 stream per table, seeded from the
 * table's name, so a table generated alone (lazily) comes out the same as when generated after
 * the others, and no seed ever reads Math.random or the clock.
 */
export const DEMO_SEED = 20261120;

/** The demo clinic's "today": every generated date is placed relative to it. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 20, 9, 0, 0);
export const DAY_MS = 24 * 60 * 60 * 1000;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit number from a table name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export type Random = ReturnType<typeof randomFor>;

export function randomFor(stream: string, seed = DEMO_SEED) {
  const next = mulberry32(hash(stream) ^ seed);
  const random = {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    float: (min: number, max: number) => min + next() * (max - min),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** One of `items`, each as likely as its weight. */
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
    /** `count` distinct items, in the order drawn. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length)
        out.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
      return out;
    },
    digits: (count: number) => {
      let out = '';
      for (let i = 0; i < count; i++) out += Math.floor(next() * 10);
      return out;
    },
    /** A moment `fromDays`..`toDays` days from the reference date, at clinic hours (07:00–18:59). */
    dateAround: (fromDays: number, toDays: number) => {
      const day = Math.floor(REFERENCE_DATE / DAY_MS) + random.int(fromDays, toDays);
      return day * DAY_MS + random.int(7 * 60, 18 * 60 + 59) * 60_000 + random.int(0, 59) * 1000;
    },
  };
  return random;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoDate = (ms: number) => iso(ms).slice(0, 10);
/** A fixed-width sequential id: ("cus", 7, 5) → "cus-00007". */
export const seqId = (prefix: string, n: number, width: number) =>
  `${prefix}-${String(n).padStart(width, '0')}`;
