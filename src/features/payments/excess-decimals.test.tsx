import { screen } from '@testing-library/react';
import { settlementSchema } from '@/api/payment-forms';
import { ResourceForm } from '@/components/resource-form/resource-form';
import type { FieldSpec } from '@/components/resource-form/types';
import { getField } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';

const fields: FieldSpec[] = [
  { name: 'amount', kind: 'number', label: 'Amount paid', min: 0 },
  {
    name: 'currency',
    kind: 'select',
    label: 'Currency',
    options: [
      { value: 'USD', label: 'USD' },
      { value: 'KWD', label: 'KWD' },
    ],
  },
  { name: 'method', kind: 'text', label: 'Method' },
];

beforeEach(() => storeSession());

it('refuses more decimals than the currency takes, says how many, and keeps what was typed', async () => {
  const requests = recordRequests();
  const onSubmit = vi.fn();
  const { user } = renderRoute(() => (
    <ResourceForm
      id="settle"
      schema={settlementSchema}
      fields={fields}
      mode="create"
      initialValues={{ currency: 'USD', method: 'cash' }}
      onSubmit={onSubmit}
      onSaved={() => {}}
      successMessage="Paid"
    />
  ));
  const amount = await screen.findByRole('textbox', { name: /Amount paid/ });
  await user.type(amount, '33.333');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(getField('Amount paid')).toHaveAccessibleDescription(
    'This currency takes at most 2 decimals.',
  );
  expect(amount).toHaveValue('33.333');
  expect(onSubmit).not.toHaveBeenCalled();
  expect(requests).toHaveLength(0);

  // In Kuwaiti dinars (three decimals) the same figure is whole minor units.
  await user.click(screen.getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: 'KWD' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ amount: 33.333, currency: 'KWD' }),
  );
});
