import type { QueryClient } from '@tanstack/react-query';
import { namesBusy, onNamesIdle } from '@/api/names/name-reader';

/**
 * Runs `run` once the network is idle: no query fetching, no name on its way (unless `names` is
 * false), and the browser idle as well (the frame painted, nothing waiting). What can wait (the
 * next page, its names) waits for it, so it never competes with what the screen shows. Returns
 * the cancel.
 */
export function whenIdle(
  client: QueryClient,
  run: () => void,
  { names = true }: { names?: boolean } = {},
): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleCallback: number | undefined;
  const idle = () =>
    client.isFetching() === 0 && client.isMutating() === 0 && !(names && namesBusy());
  const check = () => {
    if (cancelled || timer !== undefined || idleCallback !== undefined || !idle()) return;
    const then = () => {
      timer = idleCallback = undefined;
      if (cancelled || !idle()) return;
      stop();
      run();
    };
    if (typeof requestIdleCallback === 'function')
      idleCallback = requestIdleCallback(then, { timeout: 1000 });
    else timer = setTimeout(then, 50);
  };
  const offQueries = client.getQueryCache().subscribe(check);
  const offMutations = client.getMutationCache().subscribe(check);
  const offNames = onNamesIdle(check);
  const stop = () => {
    cancelled = true;
    offQueries();
    offMutations();
    offNames();
    clearTimeout(timer);
    if (idleCallback !== undefined) cancelIdleCallback(idleCallback);
  };
  check();
  return stop;
}
