import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { PaymentActions } from './list-parts';

beforeEach(() => storeSession());

it('offers the cashier’s flows and the day’s report beside the transactions, each a link', async () => {
  renderRoute(() => <PaymentActions />);
  const links = [
    ['Take a payment', '/payments/take'],
    ['Cascade payment', '/payments/cascade'],
    ['End of day', '/payments/day'],
  ];
  for (const [name, href] of links)
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
});
