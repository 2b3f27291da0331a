import { createFileRoute, useSearch } from '@tanstack/react-router';
import { CascadePayment } from '@/features/payments/cascade';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** `?customerId=` or `?insuranceCompanyId=` opens it for that payer. */
export const Route = createFileRoute('/_app/payments/cascade')({
  staticData: { crumb: 'billing:cascade.title' },
  // The search is read by the screen, not a validateSearch: route options sit in the sign-in
  // page's bundle, which has no room for them (see the list routes).
  component: function CascadeRoute() {
    const raw = useSearch({ strict: false }) as Record<string, unknown>;
    return (
      <CascadePayment
        customerId={text(raw.customerId)}
        insuranceCompanyId={text(raw.insuranceCompanyId)}
      />
    );
  },
});
