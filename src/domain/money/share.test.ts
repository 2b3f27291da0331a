import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './round';
import { insurerShare, paidShares } from './share';

describe('the insurer’s share of a bill', () => {
  it('rounds the insurer’s part once, and the patient’s part is what remains', () => {
    expect(insurerShare(100, 'USD', 80)).toEqual({ percent: 80, insurer: 80, patient: 20 });
    expect(insurerShare(100.01, 'USD', 50)).toEqual({ percent: 50, insurer: 50.01, patient: 50 });
    expect(insurerShare(99.99, 'USD', 33.3)).toEqual({
      percent: 33.3,
      insurer: 33.3,
      patient: 66.69,
    });
    expect(insurerShare(1.235, 'KWD', 70)).toEqual({ percent: 70, insurer: 0.865, patient: 0.37 });
    expect(insurerShare(1001, 'JPY', 70)).toEqual({ percent: 70, insurer: 701, patient: 300 });
    expect(insurerShare(50, 'USD', 0)).toMatchObject({ insurer: 0, patient: 50 });
    expect(insurerShare(50, 'USD', 100)).toMatchObject({ insurer: 50, patient: 0 });
    expect(insurerShare(50, 'USD', 140)).toMatchObject({ percent: 100, insurer: 50 });
  });

  it('always adds up to the bill to the minor unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('USD', 'JPY', 'KWD', 'LBP'),
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.integer({ min: 0, max: 10_000 }),
        (currency, minor, basisPoints) => {
          const amount = fromMinor(minor, currency);
          const { insurer, patient } = insurerShare(amount, currency, basisPoints / 100);
          expect(toMinor(insurer, currency) + toMinor(patient, currency)).toBe(minor);
          expect(Number.isInteger(toMinor(insurer, currency))).toBe(true);
        },
      ),
    );
  });

  it('attributes what was paid to the patient’s part first, then the insurer’s', () => {
    const shares = insurerShare(100, 'USD', 80);
    expect(paidShares(shares, 0, 'USD')).toEqual({
      patient: { paid: 0, remaining: 20 },
      insurer: { paid: 0, remaining: 80 },
    });
    expect(paidShares(shares, 15, 'USD').patient).toEqual({ paid: 15, remaining: 5 });
    expect(paidShares(shares, 50.5, 'USD')).toEqual({
      patient: { paid: 20, remaining: 0 },
      insurer: { paid: 30.5, remaining: 49.5 },
    });
    expect(paidShares(shares, 100, 'USD').insurer).toEqual({ paid: 80, remaining: 0 });
  });
});
