/**
 * At most `size` calls running at once; the others wait their turn, first come first served.
 * One for every name read of the app, so a page of names never floods the clinic's server and
 * the page on screen (asked for first) is named before the one prefetched behind it.
 */
export function concurrencyLimit(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished call hands its place to the first waiting one, so a call arriving meanwhile
  // cannot take it too.
  const release = () => {
    const start = waiting.shift();
    if (start) start();
    else running--;
  };
  return async function run<T>(call: () => Promise<T>): Promise<T> {
    if (running < size) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await call();
    } finally {
      release();
    }
  };
}

/** SPEC §7 has no batch read: each name is one request, and no more than four go at once. */
export const NAME_READS_IN_FLIGHT = 4;
export const nameReadLimit = concurrencyLimit(NAME_READS_IN_FLIGHT);
