import { fromMinor, minorUnits, ratioOf, ratioToMinor, toMinor } from './round';

/**
 * A bill for an insured patient split into the insurer's part and the patient's: the insurer's
 * is the bill times its coverage, rounded once by the one rule (half away from zero, to the
 * currency's minor unit), and the patient's is what remains, so the two always add up to the
 * bill to the minor unit (a bill of $100.01 at 50% is $50.01 for the insurer, $50.00 for the
 * patient).
 */
export interface Shares {
  /** The coverage applied, 0 to 100. */
  percent: number;
  insurer: number;
  patient: number;
}

export function insurerShare(amount: number, currency: string, coveragePercent: number): Shares {
  const percent = Math.min(
    100,
    Math.max(0, Number.isFinite(coveragePercent) ? coveragePercent : 0),
  );
  const total = toMinor(amount, currency);
  const a = ratioOf(fromMinor(total, currency));
  const p = ratioOf(percent);
  const insurer = ratioToMinor({ n: a.n * p.n, d: a.d * p.d * 100n }, minorUnits(currency));
  return {
    percent,
    insurer: fromMinor(insurer, currency),
    patient: fromMinor(total - insurer, currency),
  };
}

/** What has been paid on a bill, as each payer's part takes it. */
export interface PaidShares {
  patient: { paid: number; remaining: number };
  insurer: { paid: number; remaining: number };
}

/**
 * `paid` on a split bill attributed to its parts, the patient's first: the patient pays their
 * part at the desk, the insurer settles the rest later. The contract does not say who made a
 * payment on a bill (a settlement may name the patient, the insurer or both), so this order is
 * the rule the bill page and the statements share, and both say so.
 */
export function paidShares(shares: Shares, paid: number, currency: string): PaidShares {
  const total = toMinor(paid, currency);
  const patientPart = toMinor(shares.patient, currency);
  const insurerPart = toMinor(shares.insurer, currency);
  const toPatient = Math.min(Math.max(total, 0), patientPart);
  const toInsurer = Math.min(Math.max(total - toPatient, 0), insurerPart);
  const money = (minor: number) => fromMinor(minor, currency);
  return {
    patient: { paid: money(toPatient), remaining: money(patientPart - toPatient) },
    insurer: { paid: money(toInsurer), remaining: money(insurerPart - toInsurer) },
  };
}
