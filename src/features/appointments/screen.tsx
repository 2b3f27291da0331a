import i18n from 'i18next';
import { APPOINTMENT_STATUSES, appointments, type Appointment } from '@/api/resources/appointments';
import { PatientLink, ReferenceName } from '@/components/references/reference-name';
import {
  useDoctorOptions,
  usePatientLabels,
  usePatientOptions,
} from '@/components/references/references';
import { formatDate, formatDateTime } from '@/components/resource-screen/format';
import { defineScreen } from '@/components/resource-screen/screen';

const statusOptions = APPOINTMENT_STATUSES.map((value) => ({
  value,
  label: `enums.appointmentStatus.${value}`,
}));
const f = (name: string) => `appointments.fields.${name}`;

const minutes = (value: number | undefined) =>
  value === undefined
    ? ''
    : new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'unit', unit: 'minute' }).format(value);

/** Appointments: the day's book. The API sorts this list, so sortable columns are its fields. */
export const appointmentsScreen = defineScreen<Appointment>({
  id: 'appointments',
  resource: appointments,
  // The patient's name is a lookup of its own; the reason and time name the visit meanwhile.
  rowLabel: (a) => [a.reason, formatDateTime(a.scheduledAt)].filter(Boolean).join(' · '),
  createDefaults: () => ({ status: 'scheduled', durationMinutes: 20 }),
  documents: {},
  columns: [
    {
      id: 'customerId',
      header: f('customerId'),
      cell: (a) => <PatientLink id={a.customerId} />,
      csv: (a) => a.customerId,
      filter: { kind: 'reference', useOptions: usePatientOptions, useLabels: usePatientLabels },
      alwaysVisible: true,
    },
    {
      id: 'scheduledAt',
      header: f('scheduledAt'),
      cell: (a) => formatDateTime(a.scheduledAt),
      csv: (a) => a.scheduledAt,
      sortable: true,
      filter: { kind: 'dateRange' },
    },
    {
      id: 'doctorId',
      header: f('doctorId'),
      cell: (a) => <ReferenceName list="doctors" id={a.doctorId} />,
      csv: (a) => a.doctorId,
      filter: { kind: 'reference', useOptions: useDoctorOptions },
    },
    {
      id: 'durationMinutes',
      header: f('durationMinutes'),
      cell: (a) => minutes(a.durationMinutes),
      csv: (a) => a.durationMinutes,
      sortable: true,
      align: 'end',
    },
    { id: 'reason', header: f('reason'), cell: (a) => a.reason, csv: (a) => a.reason, sortable: true, filter: { kind: 'text' } },
    {
      id: 'status',
      header: f('status'),
      cell: (a) => (a.status ? i18n.t(`areas:enums.appointmentStatus.${a.status}`) : ''),
      csv: (a) => a.status,
      sortable: true,
      filter: { kind: 'select', options: statusOptions },
    },
    { id: 'notes', header: f('notes'), cell: (a) => a.notes, csv: (a) => a.notes, hiddenByDefault: true },
    {
      id: 'createdAt',
      header: f('createdAt'),
      cell: (a) => formatDate(a.createdAt),
      csv: (a) => a.createdAt,
      sortable: true,
      hiddenByDefault: true,
    },
  ],
  fields: [
    { name: 'customerId', kind: 'reference', label: f('customerId'), useOptions: usePatientOptions, useLabels: usePatientLabels },
    { name: 'doctorId', kind: 'reference', label: f('doctorId'), useOptions: useDoctorOptions },
    { name: 'scheduledAt', kind: 'datetime', label: f('scheduledAt') },
    { name: 'durationMinutes', kind: 'number', label: f('durationMinutes'), min: 5, max: 480, step: 5 },
    { name: 'reason', kind: 'text', label: f('reason') },
    { name: 'status', kind: 'select', label: f('status'), options: statusOptions },
    { name: 'notes', kind: 'textarea', label: f('notes'), wide: true },
  ],
});
