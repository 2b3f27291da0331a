import { dayKey } from '@/domain/dates';
import { exchangeRates, type ExchangeRate } from '@/api/resources/exchange-rates';
import { DEFAULT_CURRENCY, useCurrencyOptions } from '@/components/references/references';
import { formatDate } from '@/i18n/format';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { defineScreen } from '@/components/resource-screen/screen';
import { numberFormat } from '@/i18n/format';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `exchangeRates.fields.${name}`;

/** Rates keep up to six decimals (0.858696), where amounts keep two. */
const rate = (value: number | undefined) =>
  value === undefined ? '' : numberFormat({ maximumFractionDigits: 6 }).format(value);

/** Exchange rates: 1 base currency = rate target currency, from a date on. */
export const exchangeRatesScreen = defineScreen<ExchangeRate>({
  ...listScreen('/exchange-rates'),
  resource: exchangeRates,
  rowLabel: (r) =>
    `${r.baseCurrency ?? ''} → ${r.targetCurrency ?? ''} ${formatDate(r.effectiveDate)}`.trim(),
  createDefaults: () => ({ baseCurrency: DEFAULT_CURRENCY, effectiveDate: dayKey() }),
  columns: [
    {
      id: 'baseCurrency',
      header: f('baseCurrency'),
      width: '7rem',
      cell: (r) => r.baseCurrency,
      csv: (r) => r.baseCurrency,
      sortValue: (r) => r.baseCurrency,
      sortable: true,
      filter: { kind: 'reference', useOptions: useCurrencyOptions },
      alwaysVisible: true,
    },
    {
      id: 'targetCurrency',
      header: f('targetCurrency'),
      width: '7rem',
      cell: (r) => r.targetCurrency,
      csv: (r) => r.targetCurrency,
      sortValue: (r) => r.targetCurrency,
      sortable: true,
      filter: { kind: 'reference', useOptions: useCurrencyOptions },
    },
    {
      id: 'rate',
      header: f('rate'),
      width: '8rem',
      cell: (r) => rate(r.rate),
      csv: (r) => r.rate,
      sortValue: (r) => r.rate,
      sortable: true,
      align: 'end',
    },
    {
      id: 'effectiveDate',
      header: f('effectiveDate'),
      width: '8.5rem',
      cell: (r) => formatDate(r.effectiveDate),
      csv: (r) => r.effectiveDate,
      sortValue: (r) => r.effectiveDate,
      sortable: true,
      filter: { kind: 'dateRange' },
    },
    createdAtColumn('exchangeRates'),
  ],
  fields: [
    {
      name: 'baseCurrency',
      kind: 'reference',
      label: f('baseCurrency'),
      useOptions: useCurrencyOptions,
    },
    {
      name: 'targetCurrency',
      kind: 'reference',
      label: f('targetCurrency'),
      useOptions: useCurrencyOptions,
    },
    {
      name: 'rate',
      kind: 'number',
      label: f('rate'),
      description: 'exchangeRates.rateHint',
      min: 0,
      step: 0.0001,
    },
    { name: 'effectiveDate', kind: 'date', label: f('effectiveDate') },
  ],
});
