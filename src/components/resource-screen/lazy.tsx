import { lazy, Suspense, type ReactNode } from 'react';
import type { DeleteDialog as DeleteDialogType } from './delete-dialog';
import type { RecordDrawer as RecordDrawerType } from './record-drawer';

/**
 * The parts of a list screen that wait for a click (the editor drawer with its form library,
 * the delete confirmation) load on first use, keeping the list itself within its budget.
 */
const LazyRecordDrawer = lazy(() =>
  import('./record-drawer').then((m) => ({ default: m.RecordDrawer })),
) as unknown as typeof RecordDrawerType;
const LazyDeleteDialog = lazy(() =>
  import('./delete-dialog').then((m) => ({ default: m.DeleteDialog })),
) as unknown as typeof DeleteDialogType;

const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);

export const RecordDrawer = <T extends object>(props: Parameters<typeof RecordDrawerType<T>>[0]) =>
  props.editId ? (
    <Later>
      <LazyRecordDrawer {...props} />
    </Later>
  ) : null;

export const DeleteDialog = <T extends object>(props: Parameters<typeof DeleteDialogType<T>>[0]) =>
  props.records.length ? (
    <Later>
      <LazyDeleteDialog {...props} />
    </Later>
  ) : null;
