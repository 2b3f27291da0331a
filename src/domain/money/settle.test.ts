import { describe, expect, it } from 'vitest';
import type { RateRecord } from './convert';
import { checkPartial, previewCascade, remainingOf } from './settle';

const rates: RateRecord[] = [
  { baseCurrency: 'USD', targetCurrency: 'EUR', rate: 0.92, effectiveDate: '2026-11-01' },
  { baseCurrency: 'USD', targetCurrency: 'LBP', rate: 89_500, effectiveDate: '2026-11-01' },
];
const bill = (id: string, amount: number, createdAt: string, extra = {}) => ({
  id,
  amount,
  currency: 'USD',
  createdAt,
  ...extra,
});

describe('partial payments', () => {
  it('says what remains, rounded as the currency counts', () => {
    expect(remainingOf({ amount: 100, paidAmount: 33.333, currency: 'USD' })).toBe(66.67);
    expect(remainingOf({ amount: 150_000, paidAmount: 49_999.6, currency: 'JPY' })).toBe(100_000);
    expect(remainingOf({ amount: 150_000, paidAmount: 49_999.6, currency: 'LBP' })).toBe(100_000.4);
    expect(remainingOf({ amount: 10, paidAmount: 12, currency: 'USD' })).toBe(0);
  });

  it('gives the remaining after a payment, converted to the bill’s currency', () => {
    const owed = { amount: 100, paidAmount: 20, currency: 'USD' };
    expect(checkPartial(owed, { amount: 30, currency: 'USD' }, rates)).toEqual({
      status: 'ok',
      after: 50,
    });
    expect(checkPartial(owed, { amount: 46, currency: 'EUR' }, rates)).toEqual({
      status: 'ok',
      after: 30,
    });
  });

  it('refuses more than remains, and says when no rate converts the payment', () => {
    const owed = { amount: 100, paidAmount: 20, currency: 'USD' };
    expect(checkPartial(owed, { amount: 80.01, currency: 'USD' }, rates)).toEqual({
      status: 'exceeds',
      remaining: 80,
    });
    expect(checkPartial(owed, { amount: 80, currency: 'USD' }, rates)).toEqual({
      status: 'ok',
      after: 0,
    });
    expect(checkPartial(owed, { amount: 5, currency: 'GBP' }, rates)).toEqual({ status: 'noRate' });
  });
});

describe('cascade preview', () => {
  const bills = [
    bill('b', 50, '2026-11-02'),
    bill('a', 30, '2026-11-01'),
    bill('c', 40, '2026-11-03', { paidAmount: 10 }),
  ];

  it('settles the oldest bills first, with exact amounts, and stops when the money runs out', () => {
    const preview = previewCascade(bills, { amount: 60, currency: 'USD' }, rates);
    expect(preview.lines).toEqual([
      { id: 'a', owed: 30, applied: 30, left: 0, currency: 'USD' },
      { id: 'b', owed: 50, applied: 30, left: 20, currency: 'USD' },
    ]);
    expect(preview.unused).toBe(0);
  });

  it('says what an over-payment leaves unused', () => {
    const preview = previewCascade(bills, { amount: 150, currency: 'USD' }, rates);
    expect(preview.lines.map((l) => [l.id, l.applied, l.left])).toEqual([
      ['a', 30, 0],
      ['b', 50, 0],
      ['c', 30, 0],
    ]);
    expect(preview.unused).toBe(40);
  });

  it('converts a payment in another currency and rounds each part as its currency counts', () => {
    const preview = previewCascade(
      [bill('a', 30, '2026-11-01'), { ...bill('l', 100_000, '2026-11-02'), currency: 'LBP' }],
      { amount: 27.6 + 0.5, currency: 'EUR' },
      rates,
    );
    expect(preview.lines[0]).toEqual({
      id: 'a',
      owed: 30,
      applied: 27.6,
      left: 0,
      currency: 'USD',
    });
    expect(preview.lines[1]).toMatchObject({ id: 'l', applied: 0.5, currency: 'LBP' });
    // 0.5 EUR = 0.5 × 89,500 / 0.92 = 48,641.304… LBP, counted to ISO's two decimals.
    expect(preview.lines[1]!.left).toBe(51_358.7);
  });

  it('leaves out bills it cannot convert, and says which currencies', () => {
    const preview = previewCascade(
      [{ ...bill('g', 10, '2026-11-01'), currency: 'GBP' }, bill('a', 30, '2026-11-02')],
      { amount: 10, currency: 'USD' },
      rates,
    );
    expect(preview.missing).toEqual(['GBP']);
    expect(preview.lines.map((l) => l.id)).toEqual(['a']);
  });
});
