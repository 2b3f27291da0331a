import { patientColumn, patientField } from '@/components/references/patient';
import i18n from 'i18next';
import { TICKET_STATUSES, tickets, type Ticket } from '@/api/resources/tickets';
import { queryClient } from '@/app/query-client';
import { defineScreen } from '@/components/resource-screen/screen';
import { formatDateTime } from '@/i18n/format';
import { nextTicketNumber } from './numbers';
import { PrintTicketAction } from './print-ticket-action';
import { enumText } from '@/i18n/enum-text';

const f = (name: string) => `queue:fields.${name}`;
const statusOptions = TICKET_STATUSES.map((value) => ({ value, label: `queue:status.${value}` }));

/** Today's tickets under the front desk: drawn, called, served; created and edited by hand too. */
export const ticketsScreen = defineScreen<Ticket>({
  id: 'tickets',
  resource: tickets,
  rowLabel: (t) => i18n.t('queue:ticketNamed', { number: t.number }),
  // The next free number, from the tickets on screen (a new ticket heads the list).
  createDefaults: () => ({ status: 'waiting', number: nextTicketNumber(queryClient) }),
  rowExtras: (t) => <PrintTicketAction ticket={t} />,
  columns: [
    {
      id: 'number',
      header: f('number'),
      cell: (t) => t.number,
      csv: (t) => t.number,
      sortValue: (t) => t.number,
      sortable: true,
      alwaysVisible: true,
      align: 'end',
      width: '6rem',
    },
    {
      id: 'service',
      header: f('service'),
      cell: (t) => t.service,
      csv: (t) => t.service,
      sortValue: (t) => t.service,
      sortable: true,
      filter: { kind: 'text' },
    },
    {
      id: 'status',
      header: f('status'),
      width: '7rem',
      cell: (t) => enumText('queue:status', t.status),
      csv: (t) => t.status,
      sortValue: (t) => t.status,
      sortable: true,
      filter: { kind: 'select', options: statusOptions },
    },
    {
      id: 'counter',
      header: f('counter'),
      width: '6rem',
      cell: (t) => t.counter,
      csv: (t) => t.counter,
      filter: { kind: 'text' },
    },
    patientColumn(f('customerId')),
    {
      id: 'createdAt',
      header: f('createdAt'),
      cell: (t) => formatDateTime(t.createdAt),
      csv: (t) => t.createdAt,
    },
    {
      id: 'calledAt',
      header: f('calledAt'),
      cell: (t) => formatDateTime(t.calledAt),
      csv: (t) => t.calledAt,
      hiddenByDefault: true,
    },
  ],
  fields: [
    { name: 'number', kind: 'number', label: f('number'), min: 1, step: 1 },
    { name: 'service', kind: 'text', label: f('service') },
    { ...patientField(f('customerId')), description: 'queue:patientOptional' },
    { name: 'status', kind: 'select', label: f('status'), options: statusOptions },
    { name: 'counter', kind: 'text', label: f('counter') },
  ],
});
