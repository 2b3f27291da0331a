import { takenPaymentSchema } from '@/api/resources/payments';
import { formSchema, formValidator } from './schema';
import type { FieldSpec } from './types';

/** A form showing part of a body whose schema checks fields against each other. */
const take: FieldSpec[] = [
  { name: 'customerId', kind: 'text', label: 'Patient' },
  { name: 'amount', kind: 'number', label: 'Amount' },
  { name: 'paidAmount', kind: 'number', label: 'Paid now' },
  { name: 'currency', kind: 'text', label: 'Currency' },
  { name: 'method', kind: 'text', label: 'Method' },
];

describe('a form over part of a body', () => {
  it('keeps the body’s own checks on the fields it shows (paid at most what it bills)', () => {
    const schema = formSchema(takenPaymentSchema, take);
    expect(Object.keys(schema.shape)).toEqual(take.map((f) => f.name));
    const validate = formValidator(schema, take);
    const values = { customerId: 'p1', amount: 50, currency: 'USD', method: 'cash' };
    expect(validate({ ...values, paidAmount: 80 })).toEqual({
      paidAmount: 'validation.paidOverAmount',
    });
    expect(validate({ ...values, paidAmount: 50 })).toEqual({});
  });
});
