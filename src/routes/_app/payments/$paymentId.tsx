import { createFileRoute, notFound } from '@tanstack/react-router';
import { searchSchema, text } from '@/lib/search-schema';
import i18n from 'i18next';
import { ApiError } from '@/api/errors';
import { payments } from '@/api/resources/payments';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { PaymentPage } from '@/features/payments/payment-page';
import { formatMoney } from '@/i18n/format';

export const Route = createFileRoute('/_app/payments/$paymentId')({
  // The page's edit drawer (`?edit=<id>`).
  validateSearch: searchSchema({ edit: text }),
  loader: async ({ context, params }) => {
    try {
      const p = await context.queryClient.ensureQueryData(payments.queries.one(params.paymentId));
      return { crumb: i18n.t('billing:page.crumb', { amount: formatMoney(p.amount, p.currency) }) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFoundScreen />,
  component: function PaymentRoute() {
    return <PaymentPage paymentId={Route.useParams().paymentId} />;
  },
});
