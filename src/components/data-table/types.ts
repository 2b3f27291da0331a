import type { ColumnMeta } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { FetchAllProgress, ListPage } from '@/api/define-resource';
import type { Extension } from '@/api/extensions';
import type { UseFieldLabels, UseFieldOptions } from '../resource-form/types';
import type {} from './column-meta';
import type { Features } from './table-features';

/**
 * How a column filters; the API's query parameter is the column's `filterKey` (default its id).
 * A filter that is an extension of SPEC §7 names it in `needs` (a date range always needs
 * `dateRange`): without it the filter bar says what the filter needs instead of offering it.
 */
export type ColumnFilter = (
  | { kind: 'text' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  /** A searchable pick among another area's records (patients, tests, statuses): their id. */
  | { kind: 'reference'; useOptions: UseFieldOptions; useLabels?: UseFieldLabels }
  /** Sent as `<key>From` and `<key>To` (YYYY-MM-DD). */
  | { kind: 'dateRange' }
) & { needs?: Extension };

/** One column of a data table, declared once per area. */
export interface DataColumn<T> {
  /** Stable id: the key in remembered visibility, the sort column and (by default) the filter key. */
  id: string;
  /** Translated header text. */
  header: string;
  /** What the cell shows. */
  cell: (row: T) => ReactNode;
  /** The value written to the CSV export (default: nothing for this column). */
  csv?: (row: T) => string | number | boolean | undefined | null;
  /** The value sorted by (client sort within a page; server sort uses the id). */
  sortValue?: (row: T) => string | number | undefined;
  filter?: ColumnFilter;
  /** The filter's query parameter when it differs from `id`. */
  filterKey?: string;
  sortable?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
  /** Always shown (the row's name): not offered in the visibility menu. */
  alwaysVisible?: boolean;
  align?: 'start' | 'end' | 'center';
  /**
   * The column's width, e.g. '8rem' (the table's layout is fixed: widths never follow content
   * that arrives late, so nothing shifts). Columns without one share the room left.
   */
  width?: string;
  /**
   * What the app needs to know of the column besides what it shows (`column-meta.ts`): what its
   * cells read besides their row, whether its filter names a patient. TanStack Table carries it
   * as the column's `meta`.
   */
  meta?: ColumnMeta<Features, T & object>;
}

/** One row of the page: the record and its id. */
export interface PageRow<T> {
  id: string;
  record: T;
}

/** What the table shows and where its state lives (the URL, see table-search.ts). */
export interface DataTableState {
  page: number;
  pageSize: number;
  /** Filter values by filter key (date ranges: `<key>From`, `<key>To`). */
  filters: Record<string, string>;
  sort?: { column: string; direction: 'asc' | 'desc' };
}

export interface DataTableProps<T> {
  /** Remembers column visibility and density under this id. */
  tableId: string;
  /** The table's accessible name (its caption). */
  label: string;
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  state: DataTableState;
  /**
   * Applies a change to the table's latest state, not to the state of the render that asked:
   * two changes before the screen re-renders (a date range's two ends typed in quick turn)
   * both land.
   */
  onStateChange: (update: (current: DataTableState) => DataTableState) => void;
  /** The API sorts (appointments, statuses); otherwise sorting is within the shown page. */
  serverSort: boolean;
  /** The list query as the engine's `useList` returns it. */
  query: {
    data: ListPage<T> | undefined;
    error: Error | null;
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** The row's name for assistive technology ("Select <name>"); default its id. */
  rowLabel?: (row: T) => string;
  /** Opens a row (Enter on a focused row, or its name's link). */
  onOpenRow?: (row: T) => void;
  /** Buttons at the end of each row (edit, delete…), each with an accessible name. */
  rowActions?: (row: T) => ReactNode;
  /** How many buttons `rowActions` shows at most (the column's width); default 2. */
  rowActionCount?: number;
  /** Offers row selection and a "delete selected" action. */
  onDeleteSelected?: (rows: T[]) => void;
  /** Offers row selection and these actions on the selected rows (results: validate them). */
  selectionActions?: (rows: T[]) => ReactNode;
  /** Everything matching the filters, for the CSV export (engine's fetch-all with progress). */
  fetchAll?: (
    filters: Record<string, string>,
    options: { signal: AbortSignal; onProgress: (progress: FetchAllProgress) => void },
  ) => Promise<T[]>;
  /** CSV file name without extension. */
  exportName?: string;
  /** Buttons shown in the toolbar (e.g. "New patient"). */
  toolbar?: ReactNode;
  /**
   * The fields the app knows: any other field found in the loaded rows is offered as a column
   * under "More from the server" (`server-fields.ts`). Without it, none is.
   */
  knownFields?: ReadonlySet<string>;
}
