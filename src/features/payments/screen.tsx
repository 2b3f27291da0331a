import { patientColumn, patientField } from '@/components/references/patient';
import i18n from 'i18next';
import { PAYMENT_STATUSES, paymentQueries, payments, type Payment } from '@/api/resources/payments';
import { referenceColumn } from '@/components/references/reference-name';
import {
  DEFAULT_CURRENCY,
  useCurrencyOptions,
  useInsurerOptions,
} from '@/components/references/references';
import { defineScreen } from '@/components/resource-screen/screen';
import { formatDate, formatMoney } from '@/i18n/format';
import { PaymentActions, PaymentsSummary } from './list-parts';
import { MethodName, usePaymentMethodOptions } from './methods';
import { enumText } from '@/i18n/enum-text';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `payments.fields.${name}`;
const statusOptions = PAYMENT_STATUSES.map((value) => ({
  value,
  label: `enums.paymentStatus.${value}`,
}));

/** Payment transactions: every bill and every payment on one, in its own currency. */
export const paymentsScreen = defineScreen<Payment>({
  ...listScreen('/payments'),
  resource: payments,
  rowLabel: (p) =>
    i18n.t('areas:payments.named', {
      amount: formatMoney(p.amount, p.currency),
      date: formatDate(p.createdAt),
    }),
  openRow: (p) => ({ to: '/payments/$paymentId', params: { paymentId: payments.idOf(p) } }),
  createDefaults: () => ({ currency: DEFAULT_CURRENCY, status: 'pending' }),
  documents: {},
  Actions: PaymentActions,
  Summary: PaymentsSummary,
  columns: [
    {
      id: 'createdAt',
      header: f('createdAt'),
      width: '8.5rem',
      cell: (p) => formatDate(p.createdAt),
      csv: (p) => p.createdAt,
      sortValue: (p) => p.createdAt,
      sortable: true,
      filter: { kind: 'dateRange' },
      alwaysVisible: true,
    },
    patientColumn(f('customerId')),
    referenceColumn<Payment>('insurers', (p) => p.insuranceCompanyId, {
      id: 'insuranceCompanyId',
      header: f('insuranceCompanyId'),
      filter: { kind: 'reference', useOptions: useInsurerOptions },
    }),
    {
      id: 'amount',
      header: f('amount'),
      width: '8.5rem',
      cell: (p) => formatMoney(p.amount, p.currency),
      csv: (p) => p.amount,
      sortValue: (p) => p.amount,
      sortable: true,
      align: 'end',
    },
    {
      id: 'paidAmount',
      header: f('paidAmount'),
      width: '8.5rem',
      cell: (p) => formatMoney(p.paidAmount, p.currency),
      csv: (p) => p.paidAmount,
      align: 'end',
    },
    {
      id: 'currency',
      header: f('currency'),
      width: '6rem',
      cell: (p) => p.currency,
      csv: (p) => p.currency,
      filter: { kind: 'reference', useOptions: useCurrencyOptions },
    },
    {
      id: 'method',
      header: f('method'),
      width: '8rem',
      cell: (p) => <MethodName code={p.method} />,
      csv: (p) => p.method,
      // Rows come with the methods' names, not codes that turn into names.
      meta: { awaits: paymentQueries.methods() },
      filter: { kind: 'reference', useOptions: usePaymentMethodOptions },
    },
    {
      id: 'status',
      header: f('status'),
      width: '7rem',
      cell: (p) => enumText('areas:enums.paymentStatus', p.status),
      csv: (p) => p.status,
      filter: { kind: 'select', options: statusOptions },
    },
    {
      id: 'description',
      header: f('description'),
      cell: (p) => p.description,
      csv: (p) => p.description,
      filter: { kind: 'text' },
      hiddenByDefault: true,
    },
  ],
  fields: [
    patientField(f('customerId')),
    {
      name: 'insuranceCompanyId',
      kind: 'reference',
      label: f('insuranceCompanyId'),
      useOptions: useInsurerOptions,
    },
    { name: 'amount', kind: 'number', label: f('amount'), min: 0 },
    { name: 'paidAmount', kind: 'number', label: f('paidAmount'), min: 0 },
    { name: 'currency', kind: 'reference', label: f('currency'), useOptions: useCurrencyOptions },
    { name: 'method', kind: 'reference', label: f('method'), useOptions: usePaymentMethodOptions },
    { name: 'status', kind: 'select', label: f('status'), options: statusOptions },
    { name: 'description', kind: 'textarea', label: f('description'), wide: true },
  ],
});
