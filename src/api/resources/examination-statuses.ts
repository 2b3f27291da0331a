import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'examinationStatuses',
  api: 'api/examination-statuses',
  list: {
    route: '/examination-statuses',
    id: 'examinationStatuses',
    nav: { group: 'laboratory', order: 50, icon: 'progress', label: 'nav.examinationStatuses' },
  },
} as const satisfies AreaFacts;

export const STATUS_COLORS = [
  'gray',
  'blue',
  'cyan',
  'teal',
  'green',
  'yellow',
  'orange',
  'red',
  'grape',
  'violet',
] as const;

/**
 * Where a status stands in the laboratory's day (a designed field, README "Laboratory"): a value
 * is awaited (`entry`), the value awaits validation, it is validated, reported, or the result is
 * closed without one (rejected, cancelled). A clinic without it is read by its statuses' names.
 */
export const LAB_STAGES = ['entry', 'validation', 'validated', 'reported', 'closed'] as const;
export type LabStage = (typeof LAB_STAGES)[number];

/** A step a sample or result goes through (received, in analysis, validated, reported, …). */
export const examinationStatusFields = {
  name: rules.text(60),
  color: rules.choice(STATUS_COLORS),
  order: z
    .int({ error: 'validation.number' })
    .check(z.gte(0, 'validation.notNegative'), z.lte(1000, 'validation.tooLarge')),
  isFinal: z.optional(z.boolean()),
  description: rules.optionalText(500),
  labStage: z.optional(rules.choice(LAB_STAGES)),
};

export const examinationStatuses = defineResource({
  name: 'examinationStatuses',
  idField: '_id',
  fields: examinationStatusFields,
  path: 'api/examination-statuses',
  operations: ['create', 'update', 'remove'],
  list: { sortable: true },
  upload: { field: 'statusId' },
  payload: { omitEmptyOnUpdate: true },
});
export type ExaminationStatus = z.output<typeof examinationStatuses.schema>;

export const {
  useList: useExaminationStatusList,
  useAll: useAllExaminationStatuses,
  useCreate: useCreateExaminationStatus,
  useUpdate: useUpdateExaminationStatus,
  useRemove: useRemoveExaminationStatus,
  useUpload: useUploadExaminationStatusDocument,
} = examinationStatuses.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default examinationStatuses;
