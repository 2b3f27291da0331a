import i18n from 'i18next';
import { doctors, type Doctor } from '@/api/resources/doctors';
import {
  DEFAULT_CURRENCY,
  personName,
  personSortName,
  useCurrencyOptions,
} from '@/components/references/references';
import { formatMoney } from '@/i18n/format';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `doctors.fields.${name}`;

/** Doctors: who practises what, how to reach them, and what a consultation costs. */
export const doctorsScreen = defineScreen<Doctor>({
  ...listScreen('/doctors'),
  resource: doctors,
  rowLabel: (d) => i18n.t('areas:doctors.named', { name: personName(d) }),
  createDefaults: () => ({ currency: DEFAULT_CURRENCY }),
  documents: {},
  columns: [
    {
      id: 'lastName',
      header: f('name'),
      cell: (d) => personName(d),
      csv: (d) => d.lastName ?? personName(d),
      sortValue: (d) => personSortName(d),
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'firstName',
      header: f('firstName'),
      cell: (d) => d.firstName,
      csv: (d) => d.firstName,
      hiddenByDefault: true,
    },
    {
      id: 'specialty',
      header: f('specialty'),
      cell: (d) => d.specialty,
      csv: (d) => d.specialty,
      sortValue: (d) => d.specialty,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      id: 'phone',
      header: f('phone'),
      width: '9.5rem',
      cell: (d) => d.phone,
      csv: (d) => d.phone,
      filter: { kind: 'text' },
    },
    { id: 'email', header: f('email'), cell: (d) => d.email, csv: (d) => d.email },
    {
      id: 'licenseNumber',
      header: f('licenseNumber'),
      width: '9rem',
      cell: (d) => d.licenseNumber,
      csv: (d) => d.licenseNumber,
      filter: { kind: 'text' },
      hiddenByDefault: true,
    },
    {
      id: 'consultationFee',
      header: f('consultationFee'),
      width: '8.5rem',
      cell: (d) => formatMoney(d.consultationFee, d.currency),
      csv: (d) => d.consultationFee,
      sortValue: (d) => d.consultationFee,
      sortable: true,
      align: 'end',
    },
    {
      id: 'currency',
      header: f('currency'),
      width: '6rem',
      cell: (d) => d.currency,
      csv: (d) => d.currency,
      hiddenByDefault: true,
    },
    createdAtColumn('doctors'),
  ],
  fields: [
    { name: 'firstName', kind: 'text', label: f('firstName') },
    { name: 'lastName', kind: 'text', label: f('lastName') },
    { name: 'specialty', kind: 'text', label: f('specialty') },
    { name: 'licenseNumber', kind: 'text', label: f('licenseNumber') },
    { name: 'phone', kind: 'tel', label: f('phone') },
    { name: 'email', kind: 'email', label: f('email') },
    { name: 'consultationFee', kind: 'number', label: f('consultationFee'), min: 0, step: 5 },
    { name: 'currency', kind: 'reference', label: f('currency'), useOptions: useCurrencyOptions },
  ],
});
