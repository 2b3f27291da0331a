import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { NameReader } from './name-reader';
import { getName, subscribeName, type Name } from './name-store';

const noop = () => () => {};

/**
 * The name of `id` (undefined while it is on its way, null when there is none to show), asked
 * for when not known. A cell subscribes to its own id only: a page's names arriving together
 * render together, and nothing else does.
 */
export function useName(reader: NameReader, id: string | undefined): Name | undefined {
  const { area } = reader;
  const subscribe = useCallback(
    (listener: () => void) => (id ? subscribeName(area, id, listener) : noop()),
    [area, id],
  );
  const name = useSyncExternalStore(subscribe, () => (id ? getName(area, id) : undefined));
  useEffect(() => {
    if (id && typeof name !== 'string') reader.request([id]);
  }, [reader, id, name]);
  return name;
}
