import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { insurance } from '@/api/resources/insurance';
import { StatementScreen } from '@/features/payments/statement/statement-screen';

/** An insurer's statement: the bills billed to it and what paid them. */
export const Route = createFileRoute('/_app/insurance/$insuranceId/statement')({
  loader: async ({ context, params }) => {
    const [insurer] = await Promise.all([
      context.queryClient.ensureQueryData(insurance.queries.one(params.insuranceId)),
      i18n.loadNamespaces('billing'),
    ]);
    return {
      crumb: i18n.t('billing:statement.crumb', { name: insurer.name ?? params.insuranceId }),
    };
  },
  component: function InsurerStatementRoute() {
    const { insuranceId } = Route.useParams();
    const { crumb } = Route.useLoaderData();
    return <StatementScreen of={{ insuranceCompanyId: insuranceId }} name={crumb} />;
  },
});
