import {
  useCurrencyOptions,
  useInsurerOptions,
  usePatientLabels,
  usePatientOptions,
} from '@/components/references/references';
import type { FieldSpec } from '@/components/resource-form/types';
import { usePaymentMethodOptions } from './methods';

/** The payment fields the billing forms share (labels: `billing:fields.*`). */
const field = {
  customerId: {
    name: 'customerId',
    kind: 'reference',
    label: 'billing:fields.customerId',
    useOptions: usePatientOptions,
    useLabels: usePatientLabels,
  },
  insuranceCompanyId: {
    name: 'insuranceCompanyId',
    kind: 'reference',
    label: 'billing:fields.insuranceCompanyId',
    useOptions: useInsurerOptions,
  },
  amount: { name: 'amount', kind: 'number', label: 'billing:fields.amount', min: 0 },
  paidAmount: { name: 'paidAmount', kind: 'number', label: 'billing:fields.paidNow', min: 0 },
  currency: {
    name: 'currency',
    kind: 'reference',
    label: 'billing:fields.currency',
    useOptions: useCurrencyOptions,
  },
  method: {
    name: 'method',
    kind: 'reference',
    label: 'billing:fields.method',
    useOptions: usePaymentMethodOptions,
  },
  description: {
    name: 'description',
    kind: 'textarea',
    label: 'billing:fields.description',
    wide: true,
  },
} satisfies Record<string, FieldSpec>;

export const takeFields: readonly FieldSpec[] = [
  field.customerId,
  field.insuranceCompanyId,
  field.amount,
  field.paidAmount,
  field.currency,
  field.method,
  field.description,
];

/** A payment against a bill, a patient or an insurer: amount, currency, method, note. */
export const settlementFields: readonly FieldSpec[] = [
  { ...field.amount, label: 'billing:fields.payAmount' },
  field.currency,
  field.method,
  field.description,
];
