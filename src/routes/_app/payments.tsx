import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';

/** The payments area: its texts (`billing`) load with it, never with the shell. */
export const Route = createFileRoute('/_app/payments')({
  staticData: { crumb: 'nav.payments' },
  beforeLoad: () => i18n.loadNamespaces('billing'),
});
