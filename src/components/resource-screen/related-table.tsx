import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import { knownFields } from '../data-table/server-fields';
import type { DataColumn, DataTableState } from '../data-table/types';
import type { ScreenResource } from './screen';
import { translateColumns } from './translate';
import { usePrefetchNextPage } from './use-prefetch-next';

interface RelatedTableProps<T extends object> {
  tableId: string;
  /** The table's accessible name (already translated). */
  label: string;
  resource: ScreenResource<T>;
  columns: readonly DataColumn<T>[];
  /** The filter that makes the records someone's (e.g. `{ customerId }`). */
  scope: Record<string, string>;
  rowLabel: (row: T) => string;
}

/**
 * One person's records of another area (a patient's results, appointments, payments), paged by
 * the server like any list; its state is the page's own, not the URL's.
 */
export function RelatedTable<T extends object>(props: RelatedTableProps<T>) {
  const { resource, scope } = props;
  const { t } = useTranslation('areas');
  const [state, setState] = useState<DataTableState>({ page: 1, pageSize: 10, filters: {} });
  const params = {
    page: state.page,
    pageSize: state.pageSize,
    filters: { ...state.filters, ...scope },
    ...(resource.declaration.list?.sortable && state.sort && { sort: state.sort }),
  };
  const query = resource.hooks.useList(params);
  usePrefetchNextPage(resource, params, query.data, query.isPlaceholderData, props.columns);
  const columns = useMemo(() => translateColumns(props.columns, t), [props.columns, t]);
  const known = useMemo(() => knownFields(resource.body), [resource.body]);
  const idOf = useCallback((row: T) => resource.idOf(row), [resource]);
  return (
    <DataTable
      tableId={props.tableId}
      label={props.label}
      columns={columns}
      getRowId={idOf}
      rowLabel={props.rowLabel}
      state={state}
      onStateChange={setState}
      serverSort={!!resource.declaration.list?.sortable}
      query={query}
      knownFields={known}
    />
  );
}
