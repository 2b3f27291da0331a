import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { Dashboard } from '@/features/dashboard/dashboard';
import { Overview } from '@/features/overview/overview';

export const Route = createFileRoute('/_app/')({
  // The dashboard's texts come with it, not with the main layout.
  loader: () => i18n.loadNamespaces('dashboard'),
  component: () => (
    <Overview>
      <Dashboard />
    </Overview>
  ),
});
