import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@/lib/search-schema';
import { TakePayment } from '@/features/payments/take-payment';

/** `?customerId=` opens the form for that patient (the patient page links here). */
export const Route = createFileRoute('/_app/payments/take')({
  staticData: { crumb: 'billing:take.title' },
  validateSearch: searchSchema({ customerId: text }),
  component: function TakeRoute() {
    return <TakePayment customerId={Route.useSearch().customerId} />;
  },
});
