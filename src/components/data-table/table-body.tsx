import { lazy, Suspense } from 'react';
import { PlainBody, type RowsProps } from './table-rows';

/** From this many rows a page renders only what is near the viewport. */
export const VIRTUAL_FROM = 100;

// The virtualizer is about a third of the table's code and only pages of 100 need it.
const VirtualBody = lazy(() =>
  import('./virtual-body').then((module) => ({ default: module.VirtualBody })),
) as <T extends object>(props: RowsProps<T>) => React.ReactNode;

/** The page's rows: whole, or virtualised when there are many (all of them while that loads). */
export function TableBody<T extends object>(props: RowsProps<T>) {
  if (props.table.getRowModel().rows.length < VIRTUAL_FROM) return <PlainBody {...props} />;
  return (
    <Suspense fallback={<PlainBody {...props} />}>
      <VirtualBody {...props} />
    </Suspense>
  );
}
