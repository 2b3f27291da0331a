import { dayKey } from '@/domain/dates';
import i18n from 'i18next';
import { packages, type PackageOffer } from '@/api/resources/packages';
import {
  DEFAULT_CURRENCY,
  useCurrencyOptions,
  useExaminationOptions,
} from '@/components/references/references';
import { formatDate, formatMoney } from '@/i18n/format';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `packages.fields.${name}`;

/** A date past its end still shows, marked, so an expired offer is not sold by mistake. */
const validity = (date: string | undefined) =>
  !date
    ? ''
    : date < dayKey()
      ? `${formatDate(date)} · ${i18n.t('areas:packages.expired')}`
      : formatDate(date);

/** Package offers: several tests sold together at one price. */
export const packagesScreen = defineScreen<PackageOffer>({
  ...listScreen('/packages'),
  resource: packages,
  rowLabel: (p) => p.name ?? '',
  createDefaults: () => ({ currency: DEFAULT_CURRENCY, examinationIds: [] }),
  documents: {},
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
      // Filtering by one test lists the packages that include it.
      id: 'examinationIds',
      header: f('examinationIds'),
      cell: (p) => i18n.t('areas:counts.examinations', { count: p.examinationIds?.length ?? 0 }),
      csv: (p) => p.examinationIds?.join(' '),
      sortValue: (p) => p.examinationIds?.length ?? 0,
      sortable: true,
      filter: { kind: 'reference', useOptions: useExaminationOptions },
    },
    {
      id: 'price',
      header: f('price'),
      width: '8.5rem',
      cell: (p) => formatMoney(p.price, p.currency),
      csv: (p) => p.price,
      sortValue: (p) => p.price,
      sortable: true,
      align: 'end',
    },
    {
      id: 'currency',
      header: f('currency'),
      width: '6rem',
      cell: (p) => p.currency,
      csv: (p) => p.currency,
      hiddenByDefault: true,
    },
    {
      id: 'validUntil',
      header: f('validUntil'),
      width: '8.5rem',
      cell: (p) => validity(p.validUntil),
      csv: (p) => p.validUntil,
      sortValue: (p) => p.validUntil,
      sortable: true,
      filter: { kind: 'dateRange' },
    },
    {
      id: 'description',
      header: f('description'),
      cell: (p) => p.description,
      csv: (p) => p.description,
      hiddenByDefault: true,
    },
    createdAtColumn('packages'),
  ],
  fields: [
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'validUntil', kind: 'date', label: f('validUntil') },
    { name: 'price', kind: 'number', label: f('price'), min: 0 },
    { name: 'currency', kind: 'reference', label: f('currency'), useOptions: useCurrencyOptions },
    {
      name: 'examinationIds',
      kind: 'multireference',
      label: f('examinationIds'),
      useOptions: useExaminationOptions,
      wide: true,
    },
    { name: 'description', kind: 'textarea', label: f('description'), wide: true },
  ],
});
