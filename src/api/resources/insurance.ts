import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { phone } from '../validation';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'insurance',
  api: 'api/insurance',
  list: {
    route: '/insurance',
    id: 'insurance',
    nav: { group: 'billing', order: 10, icon: 'shield', label: 'nav.insurance' },
  },
} as const satisfies AreaFacts;

export const insuranceFields = {
  name: rules.text(120),
  code: rules.text(20),
  phone: phone(),
  email: rules.email(),
  contactName: rules.optionalText(120),
  coveragePercent: z
    .number({ error: 'validation.number' })
    .check(z.gte(0, 'validation.notNegative'), z.lte(100, 'validation.percent')),
  address: rules.optionalText(300),
};

/** The list answers an array; anything else is the error of SPEC §5. */
export const insurance = defineResource({
  name: 'insurance',
  idField: '_id',
  fields: insuranceFields,
  path: 'api/insurance',
  operations: ['one', 'create', 'update', 'remove'],
  list: { arrayOnly: true },
  upload: { field: 'insuranceId' },
});
export type Insurance = z.output<typeof insurance.schema>;

export const {
  useList: useInsuranceList,
  useOne: useInsurance,
  useAll: useAllInsurance,
  useCreate: useCreateInsurance,
  useUpdate: useUpdateInsurance,
  useRemove: useRemoveInsurance,
  useUpload: useUploadInsuranceDocument,
} = insurance.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default insurance;
