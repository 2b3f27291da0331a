import {
  CLINICS,
  clinicAppointments,
  type ClinicAppointment,
} from '@/api/resources/clinic-appointments';
import { visitParts } from '@/features/calendar/visit-parts';
import { overlapNotice } from '@/features/calendar/lazy-overlap-notice';
import { formatDateTime } from '@/i18n/format';
import { defineScreen } from '@/components/resource-screen/screen';
import { enumText } from '@/i18n/enum-text';
import { listScreen } from '@/app/list-screens';

const clinicOptions = CLINICS.map((value) => ({ value, label: `enums.clinic.${value}` }));
const f = (name: string) => `clinicAppointments.fields.${name}`;
const visit = visitParts<ClinicAppointment>('clinicAppointments', false);
const clinicText = (clinic: string | undefined) => enumText('areas:enums.clinic', clinic);

/** Consultations in the clinic's departments. Sorting is within the page: the API does not sort. */
export const clinicAppointmentsScreen = defineScreen<ClinicAppointment>({
  ...listScreen('/clinic-appointments'),
  resource: clinicAppointments,
  rowLabel: (a) =>
    [clinicText(a.clinic), formatDateTime(a.scheduledAt)].filter(Boolean).join(' · '),
  createDefaults: () => ({ status: 'scheduled' }),
  documents: {},
  // No duration: a clinic appointment holds the doctor as a usual consultation (30 minutes).
  FormNotice: overlapNotice<ClinicAppointment>({
    resource: clinicAppointments,
    minutes: () => 30,
    detail: (a) => clinicText(a.clinic),
  }),
  columns: [
    visit.columns.patient,
    visit.columns.scheduledAt,
    {
      id: 'clinic',
      header: f('clinic'),
      cell: (a) => clinicText(a.clinic),
      csv: (a) => a.clinic,
      sortValue: (a) => clinicText(a.clinic),
      sortable: true,
      filter: { kind: 'select', options: clinicOptions },
    },
    visit.columns.doctor,
    visit.columns.status,
    visit.columns.notes,
    visit.columns.createdAt,
  ],
  fields: [
    visit.fields.patient,
    { name: 'clinic', kind: 'select', label: f('clinic'), options: clinicOptions },
    visit.fields.doctor,
    visit.fields.scheduledAt,
    visit.fields.status,
    visit.fields.notes,
  ],
});
