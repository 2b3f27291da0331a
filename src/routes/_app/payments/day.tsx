import { createFileRoute } from '@tanstack/react-router';
import { DayReportScreen } from '@/features/payments/day/day-report';

interface DaySearch {
  from?: string;
  to?: string;
}
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export const Route = createFileRoute('/_app/payments/day')({
  staticData: { crumb: 'billing:day.title' },
  validateSearch: (search: Record<string, unknown>): DaySearch => ({
    from: day(search.from),
    to: day(search.to),
  }),
  component: function DayRoute() {
    return <DayReportScreen initial={Route.useSearch()} />;
  },
});
