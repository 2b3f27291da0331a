import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';
import { BASE_CURRENCY_KEY } from './base-currency';
import { ConvertedTotal } from './converted-total';

beforeEach(() => storeSession());

it('converts each total to the chosen base currency with its rate and date', async () => {
  localStorage.setItem(BASE_CURRENCY_KEY, 'EUR');
  renderWithProviders(
    <ConvertedTotal
      label="Totals"
      totals={[
        { currency: 'EUR', amount: 10 },
        { currency: 'USD', amount: 100 },
      ]}
    />,
  );
  const totals = screen.getByRole('region', { name: 'Totals' });
  // The demo's rate of the month: 1 USD = 0.92 EUR from 2026-11-01.
  expect(
    await within(totals).findByText('= €92.00 at 1 USD = 0.92 EUR, rate of Nov 1, 2026'),
  ).toBeInTheDocument();
  expect(within(totals).getByText('Total in EUR: €102.00')).toBeInTheDocument();
});

it('says a currency has no rate instead of converting it at 1', async () => {
  renderWithProviders(
    <ConvertedTotal
      label="Totals"
      totals={[
        { currency: 'JPY', amount: 500 },
        { currency: 'USD', amount: 5 },
      ]}
    />,
  );
  expect(
    await screen.findByText('No exchange rate from JPY to USD: not converted'),
  ).toBeInTheDocument();
  expect(screen.getByText('Total in USD: $5.00, without JPY (no rate)')).toBeInTheDocument();
});
