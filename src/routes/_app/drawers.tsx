import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';

/** The cash drawers area: its texts (`billing`) load with it, never with the shell. */
export const Route = createFileRoute('/_app/drawers')({
  staticData: { crumb: 'nav.drawers' },
  beforeLoad: () => i18n.loadNamespaces('billing'),
});
