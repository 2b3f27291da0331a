import { useMemo } from 'react';
import { usePaymentMethods } from '@/api/resources/payments';
import type { FieldOption } from '@/components/resource-form/types';

/** Payment methods by code (what transactions store), named as the server names them. */
export function usePaymentMethodOptions(search: string): {
  options: FieldOption[];
  loading: boolean;
} {
  const methods = usePaymentMethods();
  const wanted = search.trim().toLowerCase();
  const options = useMemo(
    () =>
      (methods.data ?? [])
        .map((m) => ({ value: m.code ?? m.name, label: m.name }))
        .filter((o) => !wanted || o.label.toLowerCase().includes(wanted)),
    [methods.data, wanted],
  );
  return { options, loading: methods.isPending };
}

/** One method's name by its code (the code itself until the list has come). */
export function useMethodName(code: string | undefined) {
  const methods = usePaymentMethods();
  return methods.data?.find((m) => (m.code ?? m.name) === code)?.name ?? code ?? '';
}

export const MethodName = ({ code }: { code: string | undefined }) => <>{useMethodName(code)}</>;
