import { APP_KEY } from '@/config/app-key';

/** Prefix of every key the demo backend writes (README: `clinic-admin.demo.*`). */
export const DEMO_KEY = `${APP_KEY}.demo`;

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Local storage that never throws: full, blocked or missing storage leaves the demo working in
 * memory, and unreadable data reads as nothing.
 */
export const safeStorage = {
  read<T>(key: string): T | undefined {
    try {
      const raw = storage()?.getItem(key);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  write(key: string, value: unknown) {
    try {
      storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage blocked: the change lives in memory until the page closes.
    }
  },
  remove(key: string) {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clean up that we could reach.
    }
  },
  /** Every stored key starting with `prefix`. */
  keys(prefix: string): string[] {
    try {
      const s = storage();
      if (!s) return [];
      const out: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key?.startsWith(prefix)) out.push(key);
      }
      return out;
    } catch {
      return [];
    }
  },
};

/** Everything "Reset demo data" puts back: each table registers how to reset itself. */
const resetters = new Set<() => void>();
export const onDemoReset = (reset: () => void) => {
  resetters.add(reset);
};
export const resetRegistered = () => {
  for (const reset of resetters) reset();
};
