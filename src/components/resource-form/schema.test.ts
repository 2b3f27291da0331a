import { settlementSchema, takenPaymentSchema } from '@/api/payment-forms';
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

describe('amounts in their currency’s minor units', () => {
  const validate = formValidator(formSchema(takenPaymentSchema, take), take);
  const values = { customerId: 'p1', currency: 'USD', method: 'cash' };

  it('refuses more decimals than the currency counts, saying how many it takes', () => {
    expect(validate({ ...values, amount: 100, paidAmount: 33.333 })).toEqual({
      paidAmount: 'validation.decimals2',
    });
    expect(validate({ ...values, amount: 1.2345, currency: 'KWD' })).toEqual({
      amount: 'validation.decimals3',
    });
    expect(validate({ ...values, amount: 1500.5, currency: 'JPY' })).toEqual({
      amount: 'validation.decimals0',
    });
  });

  it('takes every amount written to the minor unit, however large', () => {
    expect(validate({ ...values, amount: 12_345_678_901.23, paidAmount: 0.01 })).toEqual({});
    expect(validate({ ...values, amount: 1.234, currency: 'IQD' })).toEqual({});
  });

  it('checks a settlement the same way', () => {
    const settle = { amount: 10.005, currency: 'EUR', method: 'cash' };
    expect(settlementSchema.safeParse(settle).error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'validation.decimals2',
    });
  });
});
