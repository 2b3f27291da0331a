import { appointments, type Appointment } from '@/api/resources/appointments';
import { visitParts } from '@/features/calendar/visit-parts';
import { formatDateTime } from '@/i18n/format';
import { defineScreen } from '@/components/resource-screen/screen';
import { numberFormat } from '@/i18n/format';
import { overlapNotice } from '@/features/calendar/lazy-overlap-notice';
import { listScreen } from '@/app/list-screens';

const f = (name: string) => `appointments.fields.${name}`;
const visit = visitParts<Appointment>('appointments', true);

const minutes = (value: number | undefined) =>
  value === undefined ? '' : numberFormat({ style: 'unit', unit: 'minute' }).format(value);

/** Appointments: the day's book. The API sorts this list, so sortable columns are its fields. */
export const appointmentsScreen = defineScreen<Appointment>({
  ...listScreen('/appointments'),
  resource: appointments,
  // The patient's name is a lookup of its own; the reason and time name the visit meanwhile.
  rowLabel: (a) => [a.reason, formatDateTime(a.scheduledAt)].filter(Boolean).join(' · '),
  createDefaults: () => ({ status: 'scheduled', durationMinutes: 20 }),
  documents: {},
  FormNotice: overlapNotice<Appointment>({
    resource: appointments,
    minutes: (a) => Number(a.durationMinutes) || 20,
    detail: (a) => a.reason ?? '',
  }),
  columns: [
    visit.columns.patient,
    visit.columns.scheduledAt,
    visit.columns.doctor,
    {
      id: 'durationMinutes',
      header: f('durationMinutes'),
      width: '7rem',
      cell: (a) => minutes(a.durationMinutes),
      csv: (a) => a.durationMinutes,
      sortable: true,
      align: 'end',
    },
    {
      id: 'reason',
      header: f('reason'),
      cell: (a) => a.reason,
      csv: (a) => a.reason,
      sortable: true,
      filter: { kind: 'text' },
    },
    visit.columns.status,
    visit.columns.notes,
    visit.columns.createdAt,
  ],
  fields: [
    visit.fields.patient,
    visit.fields.doctor,
    visit.fields.scheduledAt,
    {
      name: 'durationMinutes',
      kind: 'number',
      label: f('durationMinutes'),
      min: 5,
      max: 480,
      step: 5,
    },
    { name: 'reason', kind: 'text', label: f('reason') },
    visit.fields.status,
    visit.fields.notes,
  ],
});
