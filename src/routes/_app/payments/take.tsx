import { createFileRoute } from '@tanstack/react-router';
import { TakePayment } from '@/features/payments/take-payment';

/** `?customerId=` opens the form for that patient (the patient page links here). */
export const Route = createFileRoute('/_app/payments/take')({
  staticData: { crumb: 'billing:take.title' },
  validateSearch: (raw: Record<string, unknown>): { customerId?: string } =>
    typeof raw.customerId === 'string' && raw.customerId ? { customerId: raw.customerId } : {},
  component: function TakeRoute() {
    return <TakePayment customerId={Route.useSearch().customerId} />;
  },
});
