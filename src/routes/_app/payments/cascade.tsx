import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@/lib/search-schema';
import { CascadePayment } from '@/features/payments/cascade';

/** `?customerId=` or `?insuranceCompanyId=` opens it for that payer. */
export const Route = createFileRoute('/_app/payments/cascade')({
  staticData: { crumb: 'billing:cascade.title' },
  validateSearch: searchSchema({ customerId: text, insuranceCompanyId: text }),
  component: function CascadeRoute() {
    const { customerId, insuranceCompanyId } = Route.useSearch();
    return <CascadePayment customerId={customerId} insuranceCompanyId={insuranceCompanyId} />;
  },
});
