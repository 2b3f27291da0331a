import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { rangeBandsSchema } from './range-bands';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'medicalExaminations',
  api: 'api/medical-examinations',
  list: {
    route: '/examinations',
    id: 'medicalExaminations',
    references: ['groups'],
    nav: { group: 'laboratory', order: 30, icon: 'microscope', label: 'nav.medicalExaminations' },
  },
} as const satisfies AreaFacts;

export const SAMPLE_TYPES = [
  'blood',
  'serum',
  'plasma',
  'urine',
  'stool',
  'swab',
  'saliva',
  'other',
] as const;

/** A delta limit: a change in the test's unit ("1.5") or in per cent of the previous value ("20%"). */
export const DELTA_LIMIT = /^\d+(?:[.,]\d+)?\s*%?$/;
/** The delta window's default: the previous value is looked for within a year. */
export const DELTA_WINDOW_DAYS = 365;
const criticalLimit = () =>
  z.optional(z.number({ error: 'validation.number' }).check(z.lte(1e9, 'validation.tooLarge')));

/**
 * A test the laboratory offers: what it measures, in what, for how much, how fast. Designed for
 * the laboratory (README "Laboratory"): the critical limits beyond which a value is called at
 * once (LL, HH), and the delta limit beyond which a change from the patient's previous value is
 * flagged (Δ) and the window it looks back over (`deltaWindowDays`); the reference ranges by sex and age (`ranges`).
 */
export const medicalExaminationFields = {
  code: rules.text(20),
  name: rules.text(120),
  sampleType: rules.choice(SAMPLE_TYPES),
  unit: rules.optionalText(20),
  referenceRange: rules.optionalText(40),
  price: rules.amount(),
  currency: rules.currencyCode(),
  turnaroundHours: z
    .int({ error: 'validation.number' })
    .check(z.gte(1, 'validation.positive'), z.lte(2000, 'validation.tooLarge')),
  groupId: z.optional(z.string()),
  criticalLow: criticalLimit(),
  criticalHigh: criticalLimit(),
  deltaLimit: z.optional(
    z.string().check(z.trim(), z.regex(DELTA_LIMIT, 'validation.deltaLimit'), z.maxLength(20)),
  ),
  /** How far back (days) the delta check looks for the previous validated value (default a year). */
  deltaWindowDays: z.optional(
    z
      .int({ error: 'validation.number' })
      .check(z.gte(1, 'validation.positive'), z.lte(3660, 'validation.tooLarge')),
  ),
  /** Ranges by sex and age (`range-bands.ts`); `referenceRange` stays the general range. */
  ranges: z.optional(rangeBandsSchema),
};

export const medicalExaminations = defineResource({
  name: 'medicalExaminations',
  idField: '_id',
  fields: medicalExaminationFields,
  path: 'api/medical-examinations',
  operations: ['create', 'update', 'remove'],
  payload: { omitEmptyOnUpdate: true, updatedAt: true },
});
export type MedicalExamination = z.output<typeof medicalExaminations.schema>;

export const {
  useList: useMedicalExaminationList,
  useAll: useAllMedicalExaminations,
  useCreate: useCreateMedicalExamination,
  useUpdate: useUpdateMedicalExamination,
  useRemove: useRemoveMedicalExamination,
} = medicalExaminations.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default medicalExaminations;
