import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { payments, type Payment } from '@/api/resources/payments';
import { takesPayment, type OpenBill } from '@/domain/money';

export type Payer = { customerId: string } | { insuranceCompanyId: string };

/** A patient's or an insurer's bills that still ask for money, as the cascade preview reads them. */
export function useOpenBills(payer: Payer | undefined) {
  const query = useQuery({ ...payments.queries.all(payer ?? {}), enabled: !!payer });
  const bills = useMemo(
    () =>
      (query.data ?? []).filter(takesPayment).map((p): OpenBill & { payment: Payment } => ({
        id: payments.idOf(p),
        amount: p.amount ?? 0,
        paidAmount: p.paidAmount,
        currency: p.currency ?? '',
        createdAt: p.createdAt ?? '',
        payment: p,
      })),
    [query.data],
  );
  return { bills, loading: query.isFetching, error: query.error };
}
