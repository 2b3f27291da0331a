import { createFileRoute } from '@tanstack/react-router';
import { DayReportScreen } from '@/features/payments/day/day-report';

/** The end-of-day report; `?from=` and `?to=` (YYYY-MM-DD) are read by the screen itself. */
export const Route = createFileRoute('/_app/payments/day')({
  staticData: { crumb: 'billing:day.title' },
  component: DayReportScreen,
});
