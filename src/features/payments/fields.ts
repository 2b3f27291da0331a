import { patientField } from '@/components/references/patient';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencyOptions, useInsurerOptions } from '@/components/references/references';
import type { FieldSpec } from '@/components/resource-form/types';
import { usePaymentMethodOptions } from './methods';

type Reference = Extract<FieldSpec, { useOptions: unknown }>;

/**
 * The payment fields the billing forms share, labelled in the reader's language (built here
 * rather than through the list screens' translate helper, which would split that chunk).
 */
export function usePaymentFields() {
  const { t } = useTranslation('billing');
  return useMemo(() => {
    const customerId: Reference = patientField(t('fields.customerId'));
    const insuranceCompanyId: Reference = {
      name: 'insuranceCompanyId',
      kind: 'reference',
      label: t('fields.insuranceCompanyId'),
      useOptions: useInsurerOptions,
    };
    const currency: Reference = {
      name: 'currency',
      kind: 'reference',
      label: t('fields.currency'),
      useOptions: useCurrencyOptions,
    };
    const method: Reference = {
      name: 'method',
      kind: 'reference',
      label: t('fields.method'),
      useOptions: usePaymentMethodOptions,
    };
    const description: FieldSpec = {
      name: 'description',
      kind: 'textarea',
      label: t('fields.description'),
      wide: true,
    };
    const take: FieldSpec[] = [
      customerId,
      insuranceCompanyId,
      { name: 'amount', kind: 'number', label: t('fields.amount'), min: 0 },
      { name: 'paidAmount', kind: 'number', label: t('fields.paidNow'), min: 0 },
      currency,
      method,
      description,
    ];
    /** A payment against a bill, a patient or an insurer: amount, currency, method, note. */
    const settlement: FieldSpec[] = [
      { name: 'amount', kind: 'number', label: t('fields.payAmount'), min: 0 },
      currency,
      method,
      description,
    ];
    return { take, settlement, payers: { customerId, insuranceCompanyId } };
  }, [t]);
}
