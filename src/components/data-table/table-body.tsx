import { lazy, Suspense } from 'react';
import { PlainBody } from './table-rows';
import type { VirtualBodyProps } from './virtual-body';
import { VIRTUAL_FROM } from './virtual-threshold';

// The virtualizer is about a third of the table's code and only pages of 100 need it.
const VirtualBody = lazy(() =>
  import('./virtual-body').then((module) => ({ default: module.VirtualBody })),
) as <T>(props: VirtualBodyProps<T>) => React.ReactNode;

/** The page's rows: whole, or virtualised when there are many (all of them while that loads). */
export function TableBody<T>(props: VirtualBodyProps<T>) {
  if (props.rows.length < VIRTUAL_FROM) return <PlainBody {...props} />;
  return (
    <Suspense fallback={<PlainBody {...props} />}>
      <VirtualBody {...props} />
    </Suspense>
  );
}
