import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { results, type Result } from '@/api/resources/results';
import { readToken } from '@/api/session';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { DataTable } from '../data-table/data-table';
import type { DataColumn, DataTableState } from '../data-table/types';
import { usePrefetchNextPage } from '../resource-screen/use-prefetch-next';
import { patientColumn } from './patient';

/** Results at 50 a page with their patients, as the results screen shows them (tests). */
const columns: DataColumn<Result>[] = [
  { id: 'testName', header: 'Test', cell: (row) => row.testName },
  patientColumn<Result>('Patient'),
];
const idOf = (row: Result) => results.idOf(row);

function ResultsTable() {
  const [state, setState] = useState<DataTableState>({ page: 1, pageSize: 50, filters: {} });
  const params = { page: state.page, pageSize: state.pageSize, filters: state.filters };
  const query = results.hooks.useList(params);
  usePrefetchNextPage(results, params, query.data, query.isPlaceholderData, columns);
  return (
    <DataTable
      tableId="results"
      label="Results"
      columns={columns}
      getRowId={idOf}
      state={state}
      onStateChange={setState}
      serverSort={false}
      query={query}
    />
  );
}

/**
 * The table signed in (the session already stored, or a new one), in a query cache of its own (a
 * new one each time: what is remembered across renders is not the query cache's).
 */
export function renderResults(client = new QueryClient()) {
  if (!readToken()) storeSession();
  return renderRoute(() => (
    <QueryClientProvider client={client}>
      <ResultsTable />
    </QueryClientProvider>
  ));
}

export const LOADING = 'Patient name loading';
const table = () => screen.getByRole('table', { name: 'Results' });
/** The data rows (the header row left out). */
export const dataRows = () => within(table()).getAllByRole('row').slice(1);
/** The names shown, row by row (a link each). */
export const namesShown = () =>
  within(table())
    .queryAllByRole('link')
    .map((a) => a.textContent);
export const placeholders = () => within(table()).queryAllByRole('img', { name: LOADING });
