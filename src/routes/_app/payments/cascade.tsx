import { createFileRoute } from '@tanstack/react-router';
import { CascadePayment } from '@/features/payments/cascade';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** `?customerId=` or `?insuranceCompanyId=` opens it for that payer. */
export const Route = createFileRoute('/_app/payments/cascade')({
  staticData: { crumb: 'billing:cascade.title' },
  validateSearch: (raw: Record<string, unknown>) => ({
    ...(text(raw.customerId) && { customerId: text(raw.customerId) }),
    ...(text(raw.insuranceCompanyId) && { insuranceCompanyId: text(raw.insuranceCompanyId) }),
  }),
  component: function CascadeRoute() {
    return <CascadePayment {...Route.useSearch()} />;
  },
});
