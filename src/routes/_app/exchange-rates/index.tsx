import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/exchange-rates/')({
  staticData: { crumb: 'nav.exchangeRates' },
  component: () => null,
});
