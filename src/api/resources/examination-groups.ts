import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'examinationGroups',
  api: 'api/examination-groups',
  list: {
    route: '/examination-groups',
    id: 'examinationGroups',
    nav: { group: 'laboratory', order: 40, icon: 'category', label: 'nav.examinationGroups' },
  },
} as const satisfies AreaFacts;

/** A section of the laboratory's catalogue (haematology, biochemistry, serology, …). */
export const examinationGroupFields = {
  name: rules.text(120),
  code: rules.optionalText(20),
  description: rules.optionalText(1000),
  examinationIds: z.optional(z.array(z.string())),
};

export const examinationGroups = defineResource({
  name: 'examinationGroups',
  idField: '_id',
  fields: examinationGroupFields,
  path: 'api/examination-groups',
  operations: ['one', 'create', 'update', 'remove'],
  list: { arrayOnly: true },
  upload: { field: 'groupId' },
});
export type ExaminationGroup = z.output<typeof examinationGroups.schema>;

export const {
  useList: useExaminationGroupList,
  useOne: useExaminationGroup,
  useAll: useAllExaminationGroups,
  useCreate: useCreateExaminationGroup,
  useUpdate: useUpdateExaminationGroup,
  useRemove: useRemoveExaminationGroup,
  useUpload: useUploadExaminationGroupDocument,
} = examinationGroups.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default examinationGroups;
