import i18n from 'i18next';
import { APPOINTMENT_STATUSES } from '@/api/resources/appointments';
import {
  CLINICS,
  clinicAppointments,
  type ClinicAppointment,
} from '@/api/resources/clinic-appointments';
import { PatientLink, ReferenceName } from '@/components/references/reference-name';
import {
  useDoctorOptions,
  usePatientLabels,
  usePatientOptions,
} from '@/components/references/references';
import { formatDate, formatDateTime } from '@/components/resource-screen/format';
import { defineScreen } from '@/components/resource-screen/screen';

const clinicOptions = CLINICS.map((value) => ({ value, label: `enums.clinic.${value}` }));
const statusOptions = APPOINTMENT_STATUSES.map((value) => ({
  value,
  label: `enums.appointmentStatus.${value}`,
}));
const f = (name: string) => `clinicAppointments.fields.${name}`;
const clinicText = (clinic: string | undefined) =>
  clinic ? i18n.t(`areas:enums.clinic.${clinic}`) : '';

/** Consultations in the clinic's departments. Sorting is within the page: the API does not sort. */
export const clinicAppointmentsScreen = defineScreen<ClinicAppointment>({
  id: 'clinicAppointments',
  resource: clinicAppointments,
  rowLabel: (a) => [clinicText(a.clinic), formatDateTime(a.scheduledAt)].filter(Boolean).join(' · '),
  createDefaults: () => ({ status: 'scheduled' }),
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
      sortValue: (a) => a.scheduledAt,
      sortable: true,
      filter: { kind: 'dateRange' },
    },
    {
      id: 'clinic',
      header: f('clinic'),
      cell: (a) => clinicText(a.clinic),
      csv: (a) => a.clinic,
      sortValue: (a) => clinicText(a.clinic),
      sortable: true,
      filter: { kind: 'select', options: clinicOptions },
    },
    {
      id: 'doctorId',
      header: f('doctorId'),
      cell: (a) => <ReferenceName list="doctors" id={a.doctorId} />,
      csv: (a) => a.doctorId,
      filter: { kind: 'reference', useOptions: useDoctorOptions },
    },
    {
      id: 'status',
      header: f('status'),
      cell: (a) => (a.status ? i18n.t(`areas:enums.appointmentStatus.${a.status}`) : ''),
      csv: (a) => a.status,
      sortValue: (a) => a.status,
      sortable: true,
      filter: { kind: 'select', options: statusOptions },
    },
    { id: 'notes', header: f('notes'), cell: (a) => a.notes, csv: (a) => a.notes, hiddenByDefault: true },
    {
      id: 'createdAt',
      header: f('createdAt'),
      cell: (a) => formatDate(a.createdAt),
      csv: (a) => a.createdAt,
      sortValue: (a) => a.createdAt,
      sortable: true,
      hiddenByDefault: true,
    },
  ],
  fields: [
    { name: 'customerId', kind: 'reference', label: f('customerId'), useOptions: usePatientOptions, useLabels: usePatientLabels },
    { name: 'clinic', kind: 'select', label: f('clinic'), options: clinicOptions },
    { name: 'doctorId', kind: 'reference', label: f('doctorId'), useOptions: useDoctorOptions },
    { name: 'scheduledAt', kind: 'datetime', label: f('scheduledAt') },
    { name: 'status', kind: 'select', label: f('status'), options: statusOptions },
    { name: 'notes', kind: 'textarea', label: f('notes'), wide: true },
  ],
});
