import type * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { APPOINTMENT_STATUSES } from './appointments';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'clinicAppointments',
  api: 'api/clinic-appointments',
  list: {
    route: '/clinic-appointments',
    id: 'clinicAppointments',
    references: ['doctors'],
    nav: { group: 'patients-visits', order: 30, icon: 'hospital', label: 'nav.clinicAppointments' },
  },
} as const satisfies AreaFacts;

export const CLINICS = [
  'general',
  'cardiology',
  'paediatrics',
  'gynaecology',
  'dermatology',
  'orthopaedics',
  'ent',
  'ophthalmology',
] as const;

/** A consultation in one of the clinic's departments. These records carry `id`, not `_id`. */
export const clinicAppointmentFields = {
  customerId: rules.text(64),
  doctorId: rules.text(64),
  clinic: rules.choice(CLINICS),
  scheduledAt: rules.dateTime(),
  status: rules.choice(APPOINTMENT_STATUSES),
  notes: rules.optionalText(),
};

/**
 * SPEC §7 says the list is an array, §9 that its fetch-all uses a total: both are accepted (an
 * array, or an object carrying the array and `totalCount`); anything else is the array error.
 */
export const clinicAppointments = defineResource({
  name: 'clinicAppointments',
  idField: 'id',
  fields: clinicAppointmentFields,
  path: 'api/clinic-appointments',
  operations: ['one', 'create', 'update', 'remove'],
  list: { arrayOnly: true },
  upload: { field: 'clinicId' },
});
export type ClinicAppointment = z.output<typeof clinicAppointments.schema>;

export const {
  useList: useClinicAppointmentList,
  useOne: useClinicAppointment,
  useAll: useAllClinicAppointments,
  useCreate: useCreateClinicAppointment,
  useUpdate: useUpdateClinicAppointment,
  useRemove: useRemoveClinicAppointment,
  useUpload: useUploadClinicAppointmentDocument,
} = clinicAppointments.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default clinicAppointments;
