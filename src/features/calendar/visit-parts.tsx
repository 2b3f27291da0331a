import { patientColumn, patientField } from '@/components/references/patient';
import { APPOINTMENT_STATUSES } from '@/api/resources/appointments';
import type { DataColumn } from '@/components/data-table/types';
import type { FieldSpec } from '@/components/resource-form/types';
import { createdAtColumn } from '@/components/resource-screen/columns';
import { formatDateTime } from '@/i18n/format';
import { referenceColumn } from '@/components/references/reference-name';
import { useDoctorOptions } from '@/components/references/references';
import { enumText } from '@/i18n/enum-text';

/** What every booked visit has (appointments and clinic appointments alike). */
interface Visit {
  customerId?: string;
  doctorId?: string;
  scheduledAt?: string;
  status?: string;
  notes?: string;
  createdAt?: string;
}

export const appointmentStatusOptions = APPOINTMENT_STATUSES.map((value) => ({
  value,
  label: `enums.appointmentStatus.${value}`,
}));
const statusText = (status: string | undefined) =>
  enumText('areas:enums.appointmentStatus', status);

/**
 * The columns and fields of a visit, for the areas that book them. `prefix` is the area's key
 * in `areas` (its field labels); `serverSort`: the API sorts, so sorting needs no value here.
 */
export function visitParts<T extends Visit>(prefix: string, serverSort: boolean) {
  const f = (name: string) => `${prefix}.fields.${name}`;
  const sortBy = (value: (row: T) => string | undefined) =>
    serverSort ? { sortable: true } : { sortable: true, sortValue: value };
  const columns = {
    patient: { ...patientColumn<T>(f('customerId')), alwaysVisible: true },
    scheduledAt: {
      id: 'scheduledAt',
      header: f('scheduledAt'),
      width: '11.5rem',
      cell: (a) => formatDateTime(a.scheduledAt),
      csv: (a) => a.scheduledAt,
      filter: { kind: 'dateRange' },
      ...sortBy((a) => a.scheduledAt),
    },
    doctor: referenceColumn<T>('doctors', (a) => a.doctorId, {
      id: 'doctorId',
      header: f('doctorId'),
      filter: { kind: 'reference', useOptions: useDoctorOptions },
    }),
    status: {
      id: 'status',
      header: f('status'),
      width: '8rem',
      cell: (a) => statusText(a.status),
      csv: (a) => a.status,
      filter: { kind: 'select', options: appointmentStatusOptions },
      ...sortBy((a) => a.status),
    },
    notes: {
      id: 'notes',
      header: f('notes'),
      cell: (a) => a.notes,
      csv: (a) => a.notes,
      hiddenByDefault: true,
    },
    createdAt: createdAtColumn<T>(prefix, serverSort ? 'server' : 'page'),
  } satisfies Record<string, DataColumn<T>>;
  const fields = {
    patient: patientField(f('customerId')),
    doctor: {
      name: 'doctorId',
      kind: 'reference',
      label: f('doctorId'),
      useOptions: useDoctorOptions,
    },
    scheduledAt: { name: 'scheduledAt', kind: 'datetime', label: f('scheduledAt') },
    status: {
      name: 'status',
      kind: 'select',
      label: f('status'),
      options: appointmentStatusOptions,
    },
    notes: { name: 'notes', kind: 'textarea', label: f('notes'), wide: true },
  } satisfies Record<string, FieldSpec>;
  return { columns, fields };
}
