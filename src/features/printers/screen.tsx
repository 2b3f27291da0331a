import { PRINTER_STATUSES, printers, type Printer } from '@/api/resources/printers';
import { defineScreen } from '@/components/resource-screen/screen';
import { PrinterStatusCell } from './status-cell';
import { enumText } from '@/i18n/enum-text';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `queue:printers.fields.${name}`;
const statusOptions = PRINTER_STATUSES.map((value) => ({
  value,
  label: `queue:printers.status.${value}`,
}));

/** Printers: where each one is and how it stands; its status changes from its row. */
export const printersScreen = defineScreen<Printer>({
  ...listScreen('/printers'),
  resource: printers,
  rowLabel: (p) => p.name ?? '',
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (p) => p.name,
      csv: (p) => p.name,
      sortValue: (p) => p.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'status',
      header: f('status'),
      cell: (p) => <PrinterStatusCell printer={p} />,
      csv: (p) => p.status,
      sortValue: (p) => p.status,
      sortable: true,
      filter: { kind: 'select', options: statusOptions },
    },
    {
      id: 'location',
      header: f('location'),
      cell: (p) => p.location,
      csv: (p) => p.location,
      filter: { kind: 'text' },
    },
    {
      id: 'kind',
      header: f('kind'),
      width: '7rem',
      cell: (p) => enumText('queue:printers.kind', p.kind),
      csv: (p) => p.kind,
      hiddenByDefault: true,
    },
    { id: 'model', header: f('model'), cell: (p) => p.model, csv: (p) => p.model },
  ],
  fields: [],
});
