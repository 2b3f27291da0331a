import { settlementSchema, takenPaymentSchema } from './payment-forms';

const issues = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('payment amounts have an upper bound', () => {
  const settlement = { currency: 'USD', method: 'cash' };

  it('a payment on an existing bill refuses 1e21 and anything past a bill’s largest amount', () => {
    for (const amount of [1e21, 2 ** 53, 1e12 + 1])
      expect(issues(settlementSchema.safeParse({ ...settlement, amount }))).toContain(
        'amount: validation.tooLarge',
      );
    expect(settlementSchema.safeParse({ ...settlement, amount: 1e12 }).success).toBe(true);
  });

  it('refuses an amount whose minor units JavaScript cannot count exactly', () => {
    // CLF takes 4 decimals: 1e12 of it is 1e16 minor units, past Number.MAX_SAFE_INTEGER.
    expect(
      issues(settlementSchema.safeParse({ ...settlement, currency: 'CLF', amount: 1e12 })),
    ).toEqual(['amount: validation.tooLarge']);
    expect(
      settlementSchema.safeParse({ ...settlement, currency: 'CLF', amount: 900_000_000_000 })
        .success,
    ).toBe(true);
    const bill = {
      customerId: 'c1',
      amount: 1e12,
      currency: 'CLF',
      method: 'cash',
      status: 'pending',
    };
    expect(issues(takenPaymentSchema.safeParse(bill))).toContain('amount: validation.tooLarge');
  });

  it('still says how many decimals a currency takes', () => {
    expect(issues(settlementSchema.safeParse({ ...settlement, amount: 1.234 }))).toEqual([
      'amount: validation.decimals2',
    ]);
  });
});
