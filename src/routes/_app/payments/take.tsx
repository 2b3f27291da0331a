import { createFileRoute, useSearch } from '@tanstack/react-router';
import { TakePayment } from '@/features/payments/take-payment';

/** `?customerId=` opens the form for that patient (the patient page links here). */
export const Route = createFileRoute('/_app/payments/take')({
  staticData: { crumb: 'billing:take.title' },
  // The search is read by the screen, not a validateSearch: route options sit in the sign-in
  // page's bundle, which has no room for them (see the list routes).
  component: function TakeRoute() {
    const { customerId } = useSearch({ strict: false }) as Record<string, unknown>;
    return (
      <TakePayment
        customerId={typeof customerId === 'string' && customerId ? customerId : undefined}
      />
    );
  },
});
