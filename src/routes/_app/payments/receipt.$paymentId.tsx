import { createFileRoute } from '@tanstack/react-router';
import { Receipt } from '@/features/payments/receipt';

export const Route = createFileRoute('/_app/payments/receipt/$paymentId')({
  staticData: { crumb: 'billing:receipt.title' },
  component: function ReceiptRoute() {
    return <Receipt paymentId={Route.useParams().paymentId} />;
  },
});
