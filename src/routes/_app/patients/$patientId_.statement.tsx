import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { customers } from '@/api/resources/customers';
import { personName } from '@/components/references/references';
import { StatementScreen } from '@/features/payments/statement/statement-screen';

/** A patient's statement: beside their page (not inside it), so it prints alone. */
export const Route = createFileRoute('/_app/patients/$patientId_/statement')({
  loader: async ({ context, params }) => {
    const [patient] = await Promise.all([
      context.queryClient.ensureQueryData(customers.queries.one(params.patientId)),
      i18n.loadNamespaces('billing'),
    ]);
    return { crumb: i18n.t('billing:statement.crumb', { name: personName(patient) }) };
  },
  component: function PatientStatementRoute() {
    const { patientId } = Route.useParams();
    const { crumb } = Route.useLoaderData();
    return <StatementScreen of={{ customerId: patientId }} name={crumb} />;
  },
});
