import { customerFile, customers, SEXES, type Customer } from '@/api/resources/customers';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { referenceColumn } from '@/components/references/reference-name';
import { personName, personSortName, useInsurerOptions } from '@/components/references/references';
import { formatCalendarDate } from '@/i18n/format';
import { enumText } from '@/i18n/enum-text';
import { listScreen } from '@/app/list-screens';

const sexOptions = SEXES.map((value) => ({ value, label: `enums.sex.${value}` }));
const f = (name: string) => `patients.fields.${name}`;

/** Patients: the columns a front desk scans and the fields it registers. */
export const patientsScreen = defineScreen<Customer>({
  ...listScreen('/patients'),
  resource: customers,
  rowLabel: (p) => personName(p),
  openRow: (p) => ({ to: '/patients/$patientId', params: { patientId: customers.idOf(p) } }),
  documents: { open: (doc) => customerFile(doc.name) },
  columns: [
    {
      id: 'lastName',
      header: f('name'),
      cell: (p) => personName(p),
      csv: (p) => p.lastName ?? personName(p),
      sortValue: (p) => personSortName(p),
      filter: { kind: 'text' },
      meta: { namesPatient: true },
      sortable: true,
      alwaysVisible: true,
    },
    {
      id: 'firstName',
      header: f('firstName'),
      cell: (p) => p.firstName,
      csv: (p) => p.firstName,
      hiddenByDefault: true,
      filter: { kind: 'text' },
      meta: { namesPatient: true },
    },
    {
      id: 'phone',
      header: f('phone'),
      width: '9.5rem',
      cell: (p) => p.phone,
      csv: (p) => p.phone,
      filter: { kind: 'text' },
      meta: { namesPatient: true },
    },
    {
      id: 'dateOfBirth',
      header: f('dateOfBirth'),
      width: '8.5rem',
      cell: (p) => formatCalendarDate(p.dateOfBirth),
      csv: (p) => p.dateOfBirth,
      sortValue: (p) => p.dateOfBirth,
      sortable: true,
      filter: { kind: 'dateRange' },
    },
    {
      id: 'sex',
      header: f('sex'),
      width: '6rem',
      cell: (p) => enumText('areas:enums.sex', p.sex),
      csv: (p) => p.sex,
      filter: { kind: 'select', options: sexOptions },
    },
    {
      id: 'email',
      header: f('email'),
      cell: (p) => p.email,
      csv: (p) => p.email,
      hiddenByDefault: true,
    },
    {
      id: 'nationalId',
      header: f('nationalId'),
      width: '9rem',
      cell: (p) => p.nationalId,
      csv: (p) => p.nationalId,
      hiddenByDefault: true,
      filter: { kind: 'text' },
      meta: { namesPatient: true },
    },
    referenceColumn<Customer>('insurers', (p) => p.insuranceId, {
      id: 'insuranceId',
      header: f('insuranceId'),
    }),
    createdAtColumn('patients'),
  ],
  fields: [
    { name: 'firstName', kind: 'text', label: f('firstName') },
    { name: 'lastName', kind: 'text', label: f('lastName') },
    { name: 'dateOfBirth', kind: 'date', label: f('dateOfBirth') },
    { name: 'sex', kind: 'select', label: f('sex'), options: sexOptions },
    { name: 'phone', kind: 'tel', label: f('phone') },
    { name: 'email', kind: 'email', label: f('email') },
    { name: 'nationalId', kind: 'text', label: f('nationalId') },
    {
      name: 'insuranceId',
      kind: 'reference',
      label: f('insuranceId'),
      useOptions: useInsurerOptions,
    },
    { name: 'address', kind: 'textarea', label: f('address'), wide: true },
    { name: 'notes', kind: 'textarea', label: f('notes'), wide: true },
  ],
});
