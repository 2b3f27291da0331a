import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { phone } from '../validation';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'doctors',
  api: 'api/doctors',
  readNames: ['name'],
  list: {
    route: '/doctors',
    id: 'doctors',
    nav: { group: 'patients-visits', order: 40, icon: 'stethoscope', label: 'nav.doctors' },
  },
} as const satisfies AreaFacts;

export const doctorFields = {
  firstName: rules.text(80),
  lastName: rules.text(80),
  specialty: rules.text(80),
  phone: phone(),
  email: rules.email(),
  licenseNumber: rules.optionalText(40),
  consultationFee: z.optional(rules.amount()),
  currency: z.optional(rules.currencyCode()),
};

export const doctors = defineResource({
  name: 'doctors',
  idField: '_id',
  fields: doctorFields,
  path: 'api/doctors',
  operations: ['one', 'create', 'update', 'remove'],
  upload: { field: 'doctorId' },
});
export type Doctor = z.output<typeof doctors.schema>;

export const {
  useList: useDoctorList,
  useOne: useDoctor,
  useAll: useAllDoctors,
  useCreate: useCreateDoctor,
  useUpdate: useUpdateDoctor,
  useRemove: useRemoveDoctor,
  useUpload: useUploadDoctorDocument,
} = doctors.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default doctors;
