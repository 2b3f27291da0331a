import { screen, within } from '@testing-library/react';
import type { Payment } from '@/api/resources/payments';
import { db } from '@/mocks/db/tables';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { InsurerShare } from './insurer-share';

beforeEach(() => storeSession());

const bill = (fields: Record<string, unknown>) =>
  ({
    _id: 'bill',
    customerId: 'p',
    amount: 250.05,
    paidAmount: 60,
    currency: 'USD',
    method: 'cash',
    status: 'partial',
    ...fields,
  }) as unknown as Payment;

it('splits an insured bill at the insurer’s coverage, the patient’s part taking what was paid first', async () => {
  const insurer = db.insurance.all()[0]!;
  db.insurance.update(insurer._id, { coveragePercent: 80 });
  renderRoute(() => <InsurerShare bill={bill({ insuranceCompanyId: insurer._id })} />);
  const share = await screen.findByRole('region', { name: 'Insurer’s share' }, { timeout: 8000 });
  // 80% of $250.05 is $200.04; the patient's $50.01 is what remains.
  expect(within(share).getByText('80%')).toBeInTheDocument();
  expect(share).toHaveTextContent('Insurer’s part$200.04paid $9.99 · $190.05 remaining');
  expect(share).toHaveTextContent('Patient’s part$50.01paid $50.01 · $0.00 remaining');
});

it('shows the parts of a bill only: not of a bill without an insurer, nor of a payment on a bill', async () => {
  const insurer = db.insurance.all()[0]!;
  renderRoute(() => (
    <>
      <InsurerShare bill={bill({})} />
      <InsurerShare bill={bill({ insuranceCompanyId: insurer._id, referenceTransactionId: 'x' })} />
      <InsurerShare bill={bill({ insuranceCompanyId: insurer._id })} />
    </>
  ));
  await screen.findByRole('region', { name: 'Insurer’s share' }, { timeout: 8000 });
  expect(screen.getAllByRole('region', { name: 'Insurer’s share' })).toHaveLength(1);
});
