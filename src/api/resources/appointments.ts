import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { LIST_PATHS } from './paths';

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
  path: LIST_PATHS.appointments,
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
