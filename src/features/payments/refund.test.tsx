import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db/tables';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { RefundOrCancel } from './refund';

beforeEach(() => storeSession());

it('refuses a refund above what was paid or without a reason, keeping what was typed, then records one', async () => {
  const customerId = db.customers.all()[0]!._id;
  const bill = db.payments.insert({
    _id: 'rf-bill',
    customerId,
    amount: 100,
    paidAmount: 40,
    currency: 'USD',
    method: 'cash',
    status: 'partial',
    documents: [],
    createdAt: new Date().toISOString(),
  });
  const { user } = renderRoute(() => <RefundOrCancel payment={bill} />);
  const form = await screen.findByRole('region', { name: 'Refund' });
  const amount = within(form).getByRole('textbox', { name: 'Amount to refund (USD)' });
  await user.clear(amount);
  await user.type(amount, '40.01');
  await user.click(within(form).getByRole('button', { name: 'Refund' }));
  expect(amount).toHaveAccessibleDescription('Refund more than 0 and at most $40.00.');
  expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    'Say why.',
  );
  expect(amount).toHaveValue('40.01');

  await user.clear(amount);
  await user.type(amount, '40');
  await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Paid twice');
  await user.click(within(form).getByRole('button', { name: 'Refund' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Refunded\./);
  const refund = db.payments.all().find((p) => p.referenceTransactionId === 'rf-bill');
  expect(refund).toMatchObject({ kind: 'refund', amount: 40, description: 'Paid twice' });
  expect(db.payments.all().find((p) => p._id === 'rf-bill')?.status).toBe('refunded');
});
