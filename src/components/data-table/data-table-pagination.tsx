import { Pager } from './pager';
import type { DataTableProps } from './types';

type PaginationProps<T> = Pick<DataTableProps<T>, 'state' | 'onStateChange' | 'query'>;

/**
 * The pager over the rows, moving the table's state a page on or back. It sits above the rows,
 * so a page shorter or longer than the last moves nothing.
 */
export function DataTablePagination<T>({ state, onStateChange, query }: PaginationProps<T>) {
  const shown = query.data;
  // With a total, the last page is known; without one, "next" exists while the page on screen
  // (not a previous one kept while this loads) came back full: the engine's rule.
  const canNext =
    shown?.total !== undefined
      ? state.page < Math.ceil(shown.total / state.pageSize)
      : !!shown?.hasNextPage && shown.page >= state.page;
  return (
    <Pager
      shown={shown}
      pageSize={state.pageSize}
      canPrevious={state.page > 1}
      canNext={canNext}
      onPrevious={() => onStateChange((current) => ({ ...current, page: current.page - 1 }))}
      onNext={() => onStateChange((current) => ({ ...current, page: current.page + 1 }))}
      onPageSize={(pageSize) => onStateChange((current) => ({ ...current, pageSize, page: 1 }))}
    />
  );
}
