import { insurance, type Insurance } from '@/api/resources/insurance';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { numberFormat } from '@/i18n/format';
import { StatementLink } from './statement-link';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `insurance.fields.${name}`;

/** "80 %", "80%" or "٨٠٪" as the reader writes it. */
const percent = (value: number | undefined) =>
  value === undefined
    ? ''
    : numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** Insurance companies: who covers how much, and whom to call about a claim. */
export const insuranceScreen = defineScreen<Insurance>({
  ...listScreen('/insurance'),
  resource: insurance,
  rowLabel: (i) => i.name ?? '',
  rowExtras: (i) => <StatementLink insurer={i} />,
  documents: {},
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (i) => i.name,
      csv: (i) => i.name,
      sortValue: (i) => i.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'code',
      header: f('code'),
      width: '6rem',
      cell: (i) => i.code,
      csv: (i) => i.code,
      sortValue: (i) => i.code,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      id: 'coveragePercent',
      header: f('coveragePercent'),
      width: '7rem',
      cell: (i) => percent(i.coveragePercent),
      csv: (i) => i.coveragePercent,
      sortValue: (i) => i.coveragePercent,
      sortable: true,
      align: 'end',
    },
    {
      id: 'contactName',
      header: f('contactName'),
      cell: (i) => i.contactName,
      csv: (i) => i.contactName,
      filter: { kind: 'text' },
    },
    { id: 'phone', header: f('phone'), cell: (i) => i.phone, csv: (i) => i.phone },
    { id: 'email', header: f('email'), cell: (i) => i.email, csv: (i) => i.email },
    {
      id: 'address',
      header: f('address'),
      cell: (i) => i.address,
      csv: (i) => i.address,
      hiddenByDefault: true,
    },
    createdAtColumn('insurance'),
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'code', kind: 'text', label: f('code') },
    {
      name: 'coveragePercent',
      kind: 'number',
      label: f('coveragePercent'),
      description: 'insurance.coverageHint',
      min: 0,
      max: 100,
      step: 5,
    },
    { name: 'contactName', kind: 'text', label: f('contactName') },
    { name: 'phone', kind: 'tel', label: f('phone') },
    { name: 'email', kind: 'email', label: f('email') },
    { name: 'address', kind: 'textarea', label: f('address'), wide: true },
  ],
});
