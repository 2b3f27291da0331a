import { compareWithServer } from './statement';

const rates = [
  { baseCurrency: 'USD', targetCurrency: 'EUR', rate: 0.92, effectiveDate: '2026-01-01' },
];

describe('the statement against the server’s balance', () => {
  it('says where and by how much they differ, in the balance’s currency', () => {
    const closing = [
      { currency: 'EUR', amount: 9.2 },
      { currency: 'USD', amount: 70 },
    ];
    expect(compareWithServer(closing, { balance: 80, currency: 'USD' }, rates)).toEqual({
      status: 'agrees',
      server: { amount: 80, currency: 'USD' },
      ours: 80,
    });
    expect(compareWithServer(closing, { balance: 80.25, currency: 'USD' }, rates)).toMatchObject({
      status: 'differs',
      ours: 80,
      difference: 0.25,
    });
  });

  it('compares a bare balance only when the statement has one currency', () => {
    const one = [{ currency: 'USD', amount: 70 }];
    expect(compareWithServer(one, { balance: 70 }, rates).status).toBe('agrees');
    const two = [...one, { currency: 'EUR', amount: 1 }];
    expect(compareWithServer(two, { balance: 70 }, rates)).toEqual({
      status: 'unknown',
      reason: 'noCurrency',
    });
    expect(compareWithServer(one, {}, rates)).toEqual({ status: 'unknown', reason: 'noBalance' });
    expect(compareWithServer(one, { balance: 5, currency: 'GBP' }, rates)).toMatchObject({
      status: 'unknown',
      reason: 'noRate',
    });
  });
});
