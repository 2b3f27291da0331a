import { appointments, type Appointment } from '@/api/resources/appointments';
import { payments, type Payment } from '@/api/resources/payments';
import { results, type Result } from '@/api/resources/results';
import type { DataColumn } from '@/components/data-table/types';
import { PreviousCell, ValueWithAcknowledgement } from '@/features/lab/parts/result-cells';
import { RangeShown } from '@/features/lab/parts/ranged';
import { referenceColumn } from '@/components/references/reference-name';
import { visitParts } from '@/features/calendar/visit-parts';
import { formatDate, formatDateTime, formatMoney } from '@/i18n/format';
import { RelatedTable } from '@/components/resource-screen/related-table';
import { enumText } from '@/i18n/enum-text';

const areaEnum = (group: string, value: string | undefined) =>
  enumText(`areas:enums.${group}`, value);

const visit = visitParts<Appointment>('appointments', true);
const appointmentColumns: DataColumn<Appointment>[] = [
  { ...visit.columns.scheduledAt, alwaysVisible: true },
  visit.columns.doctor,
  { id: 'reason', header: 'appointments.fields.reason', cell: (a) => a.reason },
  visit.columns.status,
];

const resultColumns: DataColumn<Result>[] = [
  {
    id: 'sampledAt',
    header: 'results.fields.sampledAt',
    cell: (r) => formatDateTime(r.sampledAt),
    alwaysVisible: true,
    filter: { kind: 'dateRange' },
  },
  {
    id: 'testName',
    header: 'results.fields.testName',
    cell: (r) => r.testName,
    filter: { kind: 'text' },
  },
  {
    id: 'value',
    header: 'results.fields.value',
    width: '15rem',
    cell: (r) => <ValueWithAcknowledgement result={r} />,
  },
  { id: 'range', header: 'results.fields.range', cell: (r) => <RangeShown result={r} /> },
  {
    id: 'previous',
    header: 'results.fields.previous',
    width: '14rem',
    cell: (r) => <PreviousCell result={r} />,
  },
  referenceColumn<Result>('statuses', (r) => r.statusId, {
    id: 'statusId',
    header: 'results.fields.statusId',
  }),
];

const paymentColumns: DataColumn<Payment>[] = [
  {
    id: 'createdAt',
    header: 'payments.fields.createdAt',
    cell: (p) => formatDate(p.createdAt),
    alwaysVisible: true,
  },
  { id: 'description', header: 'payments.fields.description', cell: (p) => p.description },
  {
    id: 'amount',
    header: 'payments.fields.amount',
    cell: (p) => formatMoney(p.amount, p.currency),
    align: 'end',
  },
  {
    id: 'paidAmount',
    header: 'payments.fields.paidAmount',
    cell: (p) => formatMoney(p.paidAmount, p.currency),
    align: 'end',
  },
  { id: 'method', header: 'payments.fields.method', cell: (p) => p.method },
  {
    id: 'status',
    header: 'payments.fields.status',
    cell: (p) => areaEnum('paymentStatus', p.status),
  },
];

interface RelatedProps {
  customerId: string;
  label: string;
}

export const PatientAppointments = ({ customerId, label }: RelatedProps) => (
  <RelatedTable
    tableId="patient-appointments"
    label={label}
    resource={appointments}
    columns={appointmentColumns}
    scope={{ customerId }}
    rowLabel={(a) => `${formatDateTime(a.scheduledAt)} ${a.reason ?? ''}`}
  />
);

export const PatientResults = ({ customerId, label }: RelatedProps) => (
  <RelatedTable
    tableId="patient-results"
    label={label}
    resource={results}
    columns={resultColumns}
    scope={{ customerId }}
    rowLabel={(r) => `${r.testName ?? ''} ${formatDateTime(r.sampledAt)}`}
  />
);

export const PatientPayments = ({ customerId, label }: RelatedProps) => (
  <RelatedTable
    tableId="patient-payments"
    label={label}
    resource={payments}
    columns={paymentColumns}
    scope={{ customerId }}
    rowLabel={(p) => `${formatMoney(p.amount, p.currency)} ${formatDate(p.createdAt)}`}
  />
);
