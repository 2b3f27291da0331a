import { currencies, type Currency } from '@/api/resources/currencies';
import { formatNumber } from '@/i18n/format';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { numberFormat } from '@/i18n/format';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `currencies.fields.${name}`;

/** Rates keep up to six decimals (0.858696), where amounts keep two. */
const rate = (value: number | undefined) =>
  value === undefined ? '' : numberFormat({ maximumFractionDigits: 6 }).format(value);

/** The currencies the clinic bills in, with their rate against the base currency. */
export const currenciesScreen = defineScreen<Currency>({
  ...listScreen('/currencies'),
  resource: currencies,
  rowLabel: (c) => [c.code, c.name].filter(Boolean).join(' · '),
  createDefaults: () => ({ decimals: 2 }),
  columns: [
    {
      id: 'code',
      header: f('code'),
      width: '6rem',
      cell: (c) => c.code,
      csv: (c) => c.code,
      sortValue: (c) => c.code,
      sortable: true,
      filter: { kind: 'text' },
      alwaysVisible: true,
    },
    {
      id: 'name',
      header: f('name'),
      cell: (c) => c.name,
      csv: (c) => c.name,
      sortValue: (c) => c.name,
      sortable: true,
      filter: { kind: 'text' },
    },
    { id: 'symbol', header: f('symbol'), cell: (c) => c.symbol, csv: (c) => c.symbol },
    {
      id: 'decimals',
      header: f('decimals'),
      width: '7rem',
      cell: (c) => formatNumber(c.decimals),
      csv: (c) => c.decimals,
      align: 'end',
      hiddenByDefault: true,
    },
    {
      id: 'rate',
      header: f('rate'),
      width: '8rem',
      cell: (c) => rate(c.rate),
      csv: (c) => c.rate,
      sortValue: (c) => c.rate,
      sortable: true,
      align: 'end',
    },
    createdAtColumn('currencies'),
  ],
  fields: [
    { name: 'code', kind: 'text', label: f('code'), description: 'currencies.codeHint' },
    { name: 'name', kind: 'text', label: f('name') },
    { name: 'symbol', kind: 'text', label: f('symbol') },
    { name: 'decimals', kind: 'number', label: f('decimals'), min: 0, max: 4, step: 1 },
    // SPEC §3: the API drops the rate of a new currency, so it is asked for once the currency exists.
    {
      name: 'rate',
      kind: 'number',
      label: f('rate'),
      description: 'currencies.rateHint',
      min: 0,
      step: 0.0001,
      only: 'edit',
    },
  ],
});
