import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';

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

/** A test the laboratory offers: what it measures, in what, for how much, how fast. */
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
