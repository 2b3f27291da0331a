import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customers, type Customer } from '@/api/resources/customers';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { DataTable } from './data-table';
import { filterKeysOf, listParamsOf, sortColumnsOf, tableSearchValidator } from './table-search';
import type { DataColumn, DataTableProps } from './types';
import { useTableUrlState } from './use-table-url-state';

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
export const validatePatientSearch = tableSearchValidator(PATIENT_FILTERS, PATIENT_SORTS);

type HarnessProps = Partial<DataTableProps<Customer>> & { retry?: boolean };

/**
 * A list screen in miniature: URL state, the real engine's list query (the previous page kept
 * while the next loads) against the demo backend, and the table.
 */
// Stable, as a screen's declarations are: the rows are memoised on what they are given.
const patientId = (row: Customer) => String(row._id);
const patientName = (row: Customer) => `${row.firstName} ${row.lastName}`;

export function PatientTable({ retry = true, serverSort = false, ...props }: HarnessProps) {
  const { state, setState } = useTableUrlState('patients', PATIENT_FILTERS, PATIENT_SORTS, {
    sortResetsPage: serverSort,
  });
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
    validateSearch: validatePatientSearch,
  });
}
