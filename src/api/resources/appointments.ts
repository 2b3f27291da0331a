import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'appointments',
  api: 'api/appointments',
  list: {
    route: '/appointments',
    id: 'appointments',
    references: ['doctors'],
    nav: { group: 'patients-visits', order: 20, icon: 'calendar', label: 'nav.appointments' },
  },
} as const satisfies AreaFacts;

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'checked-in',
  'in-progress',
  'completed',
  'cancelled',
  'no-show',
] as const;

export const appointmentFields = {
  customerId: rules.text(64),
  doctorId: rules.text(64),
  scheduledAt: rules.dateTime(),
  durationMinutes: z
    .int({ error: 'validation.number' })
    .check(z.gte(5, 'validation.positive'), z.lte(480, 'validation.tooLarge')),
  reason: rules.text(200),
  status: rules.choice(APPOINTMENT_STATUSES),
  notes: rules.optionalText(),
};

/** Sorted on the server (`sort=column*direction`); the list answers a bare array. */
export const appointments = defineResource({
  name: 'appointments',
  idField: '_id',
  fields: appointmentFields,
  path: 'api/appointments',
  operations: ['create', 'update', 'remove'],
  list: { sortable: true },
  upload: { field: 'appointmentId' },
  payload: { omitEmptyOnUpdate: true, updatedAt: true },
});
export type Appointment = z.output<typeof appointments.schema>;

export const {
  useList: useAppointmentList,
  useAll: useAllAppointments,
  useCreate: useCreateAppointment,
  useUpdate: useUpdateAppointment,
  useRemove: useRemoveAppointment,
  useUpload: useUploadAppointmentDocument,
} = appointments.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default appointments;
