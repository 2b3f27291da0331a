import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { customers, type Customer } from '@/api/resources/customers';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { DataTable } from './data-table';
import { listSearch } from './list-search';
import { filterKeysOf, listParamsOf, sortColumnsOf, type TableSearch } from './table-search';
import type { DataColumn, DataTableProps } from './types';
import { useTableUrlState, type TableUrl } from './use-table-url-state';

/** The patients' columns as a list screen would declare them (for the table's own tests). */
export const patientColumns: DataColumn<Customer>[] = [
  {
    id: 'lastName',
    header: 'Last name',
    cell: (row) => row.lastName,
    csv: (row) => row.lastName,
    sortValue: (row) => row.lastName,
    sortable: true,
    filter: { kind: 'text' },
    alwaysVisible: true,
  },
  {
    id: 'firstName',
    header: 'First name',
    cell: (row) => row.firstName,
    csv: (row) => row.firstName,
    sortValue: (row) => row.firstName,
    sortable: true,
    filter: { kind: 'text' },
  },
  {
    id: 'fullName',
    header: 'Full name',
    cell: (row) => `${row.lastName}, ${row.firstName}`,
    csv: (row) => `${row.lastName}, ${row.firstName}`,
    hiddenByDefault: true,
  },
  {
    id: 'sex',
    header: 'Sex',
    cell: (row) => row.sex,
    filter: {
      kind: 'select',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
      ],
    },
  },
  {
    id: 'born',
    header: 'Date of birth',
    filterKey: 'dateOfBirth',
    cell: (row) => row.dateOfBirth,
    csv: (row) => row.dateOfBirth,
    filter: { kind: 'dateRange' },
  },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone, hiddenByDefault: true },
];

export const PATIENT_FILTERS = filterKeysOf(patientColumns);
export const PATIENT_SORTS = sortColumnsOf(patientColumns);

/**
 * The harness's route is not one of the app's, so it cannot be read by id (`useListUrl`): its
 * search is its match's, typed by `listSearch` as a list route's is.
 */
function useHarnessUrl(): TableUrl {
  const search = useRouterState({ select: (s) => s.matches.at(-1)?.search }) as TableSearch;
  const navigate = useNavigate();
  const write = useCallback(
    (next: (latest: TableSearch) => TableSearch, replace: boolean) =>
      navigate({ to: '.', search: (prev) => next(prev as TableSearch), replace }),
    [navigate],
  );
  return useMemo(() => ({ search, write }), [search, write]);
}

type HarnessProps = Partial<DataTableProps<Customer>> & { retry?: boolean };

/**
 * A list screen in miniature: URL state, the real engine's list query (the previous page kept
 * while the next loads) against the demo backend, and the table.
 */
// Stable, as a screen's declarations are: the rows are memoised on what they are given.
const patientId = (row: Customer) => String(row._id);
const patientName = (row: Customer) => `${row.firstName} ${row.lastName}`;

export function PatientTable({ retry = true, serverSort = false, ...props }: HarnessProps) {
  const { state, setState } = useTableUrlState(
    useHarnessUrl(),
    'patients',
    PATIENT_FILTERS,
    PATIENT_SORTS,
    {
      sortResetsPage: serverSort,
    },
  );
  const query = useQuery({
    ...customers.queries.list(listParamsOf(state, serverSort)),
    placeholderData: keepPreviousData,
    ...(!retry && { retry: false }),
  });
  return (
    <DataTable
      tableId="patients"
      label="Patients"
      columns={patientColumns}
      getRowId={patientId}
      rowLabel={patientName}
      state={state}
      onStateChange={setState}
      serverSort={serverSort}
      query={query}
      {...props}
    />
  );
}

/** The harness at `path`, signed in as the demo user (the demo backend wants a token). */
export function renderPatients(path = '/', props: HarnessProps = {}) {
  storeSession();
  return renderRoute(() => <PatientTable {...props} />, {
    path,
    validateSearch: listSearch,
  });
}
