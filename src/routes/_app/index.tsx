import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '@/features/dashboard/dashboard';
import { Overview } from '@/features/overview/overview';

export const Route = createFileRoute('/_app/')({
  component: () => (
    <Overview>
      <Dashboard />
    </Overview>
  ),
});
