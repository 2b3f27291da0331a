import { Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FilterNotice } from './filter-notice';
import { FILTERS_IN_DRAWER, FilterBar } from './filters';
import FiltersButton from './filters-button';
import { TableActions, type TableActionsProps } from './table-actions';
import type { DataTableState } from './types';

type Filters = DataTableState['filters'];

interface ToolbarProps<T> extends TableActionsProps<T> {
  /** Changes the filters (and goes back to the first page). */
  onFilters: (update: (filters: Filters) => Filters) => void;
}

/**
 * What stands above the rows: the screen's own buttons, the filters (in a bar, or behind a
 * "Filters" button on tablets and phones), what acts on the whole list, and what the server did
 * not filter.
 */
export function DataTableToolbar<T>(toolbar: ToolbarProps<T>) {
  const { props, columns, onFilters } = toolbar;
  const filters = props.state.filters;
  // Read on the first render, so a phone never draws the filters once before the button.
  const filtersBehind = useMediaQuery(FILTERS_IN_DRAWER, false, { getInitialValueInEffect: false });
  const filterable = columns.some((column) => column.filter);
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          {props.toolbar}
          {filtersBehind && filterable && (
            <FiltersButton columns={columns} filters={filters} onChange={onFilters} />
          )}
        </Group>
        <TableActions {...toolbar} />
      </Group>
      {!filtersBehind && <FilterBar columns={columns} filters={filters} onChange={onFilters} />}
      <FilterNotice shown={props.query.data} columns={columns} />
    </>
  );
}
