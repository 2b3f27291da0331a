import { Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { retryableLazy } from '../feedback/retryable-lazy';
import type { DeleteDialog as DeleteDialogType } from './delete-dialog';
import type { RecordDrawer as RecordDrawerType } from './record-drawer';

/**
 * The parts of a list screen that wait for a click (the editor drawer with its form library,
 * the delete confirmation) load on first use, keeping the list itself within its budget.
 */
const LazyRecordDrawer = retryableLazy(() =>
  import('./record-drawer').then((m) => ({ default: m.RecordDrawer })),
) as unknown as typeof RecordDrawerType;
const LazyDeleteDialog = retryableLazy(() =>
  import('./delete-dialog').then((m) => ({ default: m.DeleteDialog })),
) as unknown as typeof DeleteDialogType;

const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);

/**
 * Focus goes back to the control that opened a drawer or dialog once it has gone (these unmount
 * on close, so Mantine's own return has nothing to return to), and never stays on the page's
 * <body>. The opener is remembered as it was when opening, by element and by name: saving may
 * re-render its row, and then the button of the same name is the one to focus.
 */
function useFocusBack(open: boolean) {
  const opener = useRef<{ element: HTMLElement; name: string | null } | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body)
        opener.current = { element: active, name: active.getAttribute('aria-label') };
      return;
    }
    const remembered = opener.current;
    if (!remembered) return;
    opener.current = null;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const { element, name } = remembered;
      // Its own button, or one of the same name; when neither is left (a deleted row), the table.
      const target =
        (element.isConnected ? element : null) ??
        (name ? document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(name)}"]`) : null) ??
        document.querySelector<HTMLElement>('main tbody tr[tabindex], main button');
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}

export function RecordDrawer<T extends object>(props: Parameters<typeof RecordDrawerType<T>>[0]) {
  useFocusBack(!!props.editId);
  return props.editId ? (
    <Later>
      <LazyRecordDrawer {...props} />
    </Later>
  ) : null;
}

export function DeleteDialog<T extends object>(props: Parameters<typeof DeleteDialogType<T>>[0]) {
  useFocusBack(props.records.length > 0);
  return props.records.length ? (
    <Later>
      <LazyDeleteDialog {...props} />
    </Later>
  ) : null;
}
