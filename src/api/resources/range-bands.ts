import * as z from 'zod/mini';
import { SEXES } from './customers';

export const AGE_UNITS = ['days', 'months', 'years'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];

/**
 * One reference range of a test for some of its patients (the designed field `ranges` of a
 * medical examination; the contract's `referenceRange` stays the general range). The age runs
 * from `ageFrom` (included) to `ageTo` (excluded), in completed `ageUnit` on the sample's day.
 * Missing sex: both; missing ages: from birth, without end. `low` / `high` are the reference
 * range (either may be missing: "≤ 5"); the critical limits, when a band has none, are the
 * test's general ones. Which band a result takes: `domain/lab-ranges.ts`.
 */
export interface RangeBand {
  sex?: (typeof SEXES)[number] | undefined;
  ageFrom?: number | undefined;
  ageTo?: number | undefined;
  ageUnit?: AgeUnit | undefined;
  low?: number | undefined;
  high?: number | undefined;
  criticalLow?: number | undefined;
  criticalHigh?: number | undefined;
}

const number = () =>
  z.optional(z.number({ error: 'validation.number' }).check(z.lte(1e9, 'validation.tooLarge')));
const age = () =>
  z.optional(
    z
      .number({ error: 'validation.number' })
      .check(z.gte(0, 'validation.positive'), z.lte(200 * 366, 'validation.tooLarge')),
  );

/**
 * The bands as the form sends them, each checked alone; what is wrong with them together
 * (overlaps, low not below high) is `domain/lab-ranges.ts`'s `bandProblems`, which the
 * catalogue's form checks.
 */
export const rangeBandsSchema = z
  .array(
    z.object({
      sex: z.optional(z.enum(SEXES)),
      ageFrom: age(),
      ageTo: age(),
      ageUnit: z.optional(z.enum(AGE_UNITS)),
      low: number(),
      high: number(),
      criticalLow: number(),
      criticalHigh: number(),
    }),
  )
  .check(z.maxLength(40, 'validation.tooLong'));
