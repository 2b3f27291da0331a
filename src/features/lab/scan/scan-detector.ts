/**
 * A keyboard-wedge scanner is a keyboard that types a whole code in a few milliseconds and ends
 * with Enter. A person types a key every 100 ms or more (a fast typist's best bursts stay above
 * 40 ms a key on average). So a scan is: at least `minLength` characters of a sample id, each
 * within `maxGap` ms of the one before, the whole within `maxGap` × length, then Enter within
 * `maxGap` too; and, where the scanners are set to send one, the `prefix` first (a character no
 * person types, such as "§" or "~"). Anything else is typing, left alone.
 */
export interface ScanRules {
  /** Longest pause between two keys of a scan, ms. */
  maxGap: number;
  /** Fewest characters of a code. */
  minLength: number;
  /** A character the scanners send before each code, if they are set to (none by default). */
  prefix?: string | undefined;
}

export const SCAN_RULES: ScanRules = { maxGap: 30, minLength: 4 };

/** What a sample id may hold (a result id: letters, digits, '-', '_'). */
const CODE_CHAR = /^[A-Za-z0-9_-]$/;

export interface ScanKey {
  key: string;
  /** The event's time stamp, ms. */
  time: number;
}

export type ScanStep =
  /** Not (or no longer) a scan: the key is the user's. */
  | { kind: 'typing' }
  /** Keys coming fast enough to be a scan so far. */
  | { kind: 'scanning'; length: number }
  /** A whole code was scanned (on Enter). */
  | { kind: 'scanned'; code: string };

/** Feeds keys one by one; says after each whether a scan is under way or done. */
export function scanDetector(rules: ScanRules = SCAN_RULES) {
  let chars: string[] = [];
  let last = -Infinity;
  let prefixed = false;
  const reset = () => {
    chars = [];
    prefixed = false;
  };
  return (event: ScanKey): ScanStep => {
    const gap = event.time - last;
    last = event.time;
    const fast = gap <= rules.maxGap;
    if (event.key === 'Enter') {
      const code = chars.join('');
      const whole = fast && chars.length >= rules.minLength && (!rules.prefix || prefixed);
      reset();
      return whole ? { kind: 'scanned', code } : { kind: 'typing' };
    }
    if (rules.prefix && event.key === rules.prefix) {
      reset();
      prefixed = true;
      return { kind: 'scanning', length: 0 };
    }
    if (!CODE_CHAR.test(event.key)) {
      reset();
      return { kind: 'typing' };
    }
    // A slow key starts a new code (the one before was typed); a prefixed code must stay fast.
    if (!fast && (chars.length > 0 || prefixed)) reset();
    if (rules.prefix && !prefixed) return { kind: 'typing' };
    chars.push(event.key);
    return chars.length >= 2 || prefixed
      ? { kind: 'scanning', length: chars.length }
      : { kind: 'typing' };
  };
}
