import { concurrencyLimit } from './limit';

/** A call that runs until `finish` is called with its number. */
function calls(run: ReturnType<typeof concurrencyLimit>, count: number) {
  let running = 0;
  let most = 0;
  const finishers = new Map<number, () => void>();
  const started: number[] = [];
  const done = Array.from({ length: count }, (_, n) =>
    run(async () => {
      started.push(n);
      most = Math.max(most, ++running);
      await new Promise<void>((resolve) => finishers.set(n, resolve));
      running--;
      return n;
    }),
  );
  return { done, started, finish: (n: number) => finishers.get(n)?.(), most: () => most };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a concurrency limit', () => {
  it('runs at most its size at once, the others in the order they came', async () => {
    const run = concurrencyLimit(4);
    const { done, started, finish, most } = calls(run, 10);
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    finish(2);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (let n = 0; n < 10; n++) {
      finish(n);
      await turn();
    }
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most()).toBe(4);
  });
});
