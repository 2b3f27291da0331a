/* eslint-disable react-hooks/exhaustive-deps, react-hooks/use-memo -- a faithful copy of Floating
   UI's hook, whose dependency list is the refs array itself (callers pass a fresh array literal). */
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react (MIT, © Floating UI contributors), the one function
 * Mantine's ScrollArea takes from that package. vite.config.ts points ScrollArea here, so the
 * sidebar's scroll area no longer brings all of Floating UI (15 KB gzip, for popovers) into
 * every signed-in page.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: T) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
  }, refs);
}
