import { inMinorUnits } from '@/api/money-checks';
import { DRAWER_STATUSES, drawers, type Drawer } from '@/api/resources/drawers';
import { DEFAULT_CURRENCY, useCurrencyOptions } from '@/components/references/references';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { BalanceCell } from './balance-cell';
import { StaffNames, staffQuery } from './staff-names';
import { DrawersSummary } from './summary';
import { enumText } from '@/i18n/enum-text';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `drawers.fields.${name}`;
const statusOptions = DRAWER_STATUSES.map((value) => ({
  value,
  label: `enums.drawerStatus.${value}`,
}));

/** Cash drawers: where they are, their currency and float, and who may use them. */
export const drawersScreen = defineScreen<Drawer>({
  ...listScreen('/drawers'),
  resource: drawers,
  // The float in the drawer's currency's minor units (api/money-checks.ts).
  formChecks: [inMinorUnits('openingBalance')],
  rowLabel: (d) => d.name ?? '',
  openRow: (d) => ({ to: '/drawers/$drawerId', params: { drawerId: drawers.idOf(d) } }),
  createDefaults: () => ({ currency: DEFAULT_CURRENCY, status: 'open', openingBalance: 0 }),
  Summary: DrawersSummary,
  columns: [
    {
      id: 'name',
      header: f('name'),
      cell: (d) => d.name,
      csv: (d) => d.name,
      sortValue: (d) => d.name,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    { id: 'location', header: f('location'), cell: (d) => d.location, csv: (d) => d.location },
    {
      id: 'currency',
      header: f('currency'),
      width: '6rem',
      cell: (d) => d.currency,
      csv: (d) => d.currency,
      filter: { kind: 'reference', useOptions: useCurrencyOptions },
    },
    {
      id: 'balance',
      header: f('balance'),
      width: '8.5rem',
      // Who may see it is decided per reader (`BalanceCell`): no CSV, no sort to give it away.
      cell: (d) => <BalanceCell drawer={d} />,
      align: 'end',
    },
    {
      id: 'users',
      header: f('users'),
      cell: (d) => <StaffNames ids={d.users} />,
      csv: (d) => d.users?.join(' '),
      // Rows come with their staff's names, not ids that turn into names.
      meta: { awaits: staffQuery() },
    },
    {
      id: 'status',
      header: f('status'),
      width: '7rem',
      cell: (d) => enumText('areas:enums.drawerStatus', d.status),
      csv: (d) => d.status,
      filter: { kind: 'select', options: statusOptions },
    },
    createdAtColumn('drawers'),
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'location', kind: 'text', label: f('location') },
    { name: 'currency', kind: 'reference', label: f('currency'), useOptions: useCurrencyOptions },
    { name: 'openingBalance', kind: 'number', label: f('openingBalance'), min: 0 },
    { name: 'status', kind: 'select', label: f('status'), options: statusOptions },
  ],
});
