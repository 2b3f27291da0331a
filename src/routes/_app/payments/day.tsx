import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, string } from '@/lib/search-schema';
import { DayReportScreen } from '@/features/payments/day/day-report';

/** The end-of-day report; what `?from=` and `?to=` (YYYY-MM-DD) mean is the screen's to say. */
export const Route = createFileRoute('/_app/payments/day')({
  staticData: { crumb: 'billing:day.title' },
  validateSearch: searchSchema({ from: string, to: string }),
  component: DayReportScreen,
});
