import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import { appointments } from './resources/appointments';
import { clinicAppointments } from './resources/clinic-appointments';
import { currencies } from './resources/currencies';
import { customerFile, customers } from './resources/customers';
import { doctors } from './resources/doctors';
import { drawerUsers, drawers } from './resources/drawers';
import { examinationGroups } from './resources/examination-groups';
import { examinationStatuses } from './resources/examination-statuses';
import { exchangeRates } from './resources/exchange-rates';
import { insurance } from './resources/insurance';
import { medicalExaminations } from './resources/medical-examinations';
import { packages } from './resources/packages';
import { paymentApi, payments } from './resources/payments';
import { printers, updatePrinterStatus } from './resources/printers';
import { results, updateResultRange } from './resources/results';
import { ticketApi, tickets } from './resources/tickets';
import { types } from './resources/types';
import { changeUserPassword, users } from './resources/users';

/**
 * The contract walk: every call of SPEC §7, written out here from the spec (not from the
 * declarations), made through the app's API and compared with what went over the wire: method,
 * path, query string, JSON body or multipart field names, and the bearer token.
 */
interface Expected {
  method: string;
  path: string;
  query?: Record<string, string>;
  /** JSON body fields; `timestamp` means "an ISO timestamp". */
  body?: Record<string, unknown>;
  multipart?: string[];
}
interface Row {
  call: string;
  run: () => Promise<unknown>;
  expected: Expected;
  /** What the fake server answers (default: an empty array). */
  answer?: JsonBodyType;
}

const ID = 'rec-1';
const PAGE = { page: 3, pageSize: 25 };
const PAGED = { limit: '25', skip: '50' };
const record = { _id: ID, id: ID };
const file = new File(['%PDF-1.4 demo'], 'referral.pdf', { type: 'application/pdf' });
const timestamp = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

/** Methods, so each area's own body type fits the walk's one loose view of a body. */
interface AnyApi {
  list(params: { page: number; pageSize: number }): Promise<unknown>;
  one(id: string): Promise<unknown>;
  create(values: Record<string, unknown>): Promise<unknown>;
  update(id: string, values: Record<string, unknown>): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  upload(id: string, file: File): Promise<unknown>;
}
type AnyResource = { api: AnyApi };
interface Area {
  resource: AnyResource;
  list: string;
  one?: string;
  create?: string;
  item?: string;
  upload?: [path: string, field: string];
  listAnswer?: JsonBodyType;
  updatedAt?: boolean;
}

/** SPEC §7, area by area. */
const AREAS: Record<string, Area> = {
  customers: {
    resource: customers,
    list: '/api/customer',
    one: '/api/customers/{id}',
    create: '/api/customer',
    item: '/api/customer/{id}',
    upload: ['/api/customer/upload', 'customerId'],
    listAnswer: { data: [], count: 0 },
  },
  types: {
    resource: types,
    list: '/api/type',
    create: '/api/type',
    item: '/api/type/{id}',
    updatedAt: true,
  },
  appointments: {
    resource: appointments,
    list: '/api/appointments',
    create: '/api/appointments',
    item: '/api/appointments/{id}',
    upload: ['/api/appointments/upload', 'appointmentId'],
    updatedAt: true,
  },
  doctors: {
    resource: doctors,
    list: '/api/doctors',
    one: '/api/doctors/{id}',
    create: '/api/doctors',
    item: '/api/doctors/{id}',
    upload: ['/api/doctors/upload', 'doctorId'],
  },
  users: {
    resource: users,
    list: '/api/users',
    create: '/api/users',
    item: '/api/users/{id}',
  },
  medicalExaminations: {
    resource: medicalExaminations,
    list: '/api/medical-examinations',
    create: '/api/medical-examinations',
    item: '/api/medical-examinations/{id}',
    updatedAt: true,
  },
  results: {
    resource: results,
    list: '/api/results',
    create: '/api/results',
    item: '/api/results/{id}',
    listAnswer: { data: [], count: 0 },
    updatedAt: true,
  },
  examinationStatuses: {
    resource: examinationStatuses,
    list: '/api/examination-statuses',
    create: '/api/examination-statuses',
    item: '/api/examination-statuses/{id}',
    upload: ['/api/examination-statuses/upload', 'statusId'],
  },
  insurance: {
    resource: insurance,
    list: '/api/insurance',
    one: '/api/insurance/{id}',
    create: '/api/insurance',
    item: '/api/insurance/{id}',
    upload: ['/api/insurance/upload', 'insuranceId'],
  },
  packages: {
    resource: packages,
    list: '/api/packages',
    one: '/api/packages/{id}',
    create: '/api/packages',
    item: '/api/packages/{id}',
    upload: ['/api/packages/upload', 'packageOfferId'],
  },
  exchangeRates: {
    resource: exchangeRates,
    list: '/api/exchange-rate',
    one: '/api/exchange-rate/{id}',
    create: '/api/exchange-rate',
    item: '/api/exchange-rate/{id}',
  },
  payments: {
    resource: payments,
    list: '/api/payment/transactions',
    one: '/api/payment/transactions/{id}',
    create: '/api/payment/transactions/start',
    item: '/api/payment/transactions/{id}',
    upload: ['/api/payment/transactions/upload', 'paymentId'],
    listAnswer: { list: [], totalCount: 0 },
  },
  currencies: {
    resource: currencies,
    list: '/api/currency',
    create: '/api/currency',
    item: '/api/currency/{id}',
  },
  drawers: {
    resource: drawers,
    list: '/api/drawers',
    create: '/api/drawers',
    item: '/api/drawers/{id}',
    updatedAt: true,
  },
  tickets: {
    resource: tickets,
    list: '/api/tickets',
    one: '/api/tickets/{id}',
    create: '/api/tickets',
    item: '/api/tickets/{id}',
  },
  examinationGroups: {
    resource: examinationGroups,
    list: '/api/examination-groups',
    one: '/api/examination-groups/{id}',
    create: '/api/examination-groups',
    item: '/api/examination-groups/{id}',
    upload: ['/api/examination-groups/upload', 'groupId'],
  },
  clinicAppointments: {
    resource: clinicAppointments,
    list: '/api/clinic-appointments',
    one: '/api/clinic-appointments/{id}',
    create: '/api/clinic-appointments',
    item: '/api/clinic-appointments/{id}',
    upload: ['/api/clinic-appointments/upload', 'clinicId'],
  },
  printers: { resource: printers, list: '/api/printer' },
};

const at = (path: string) => path.replace('{id}', ID);

function standardRows(): Row[] {
  const rows: Row[] = [];
  for (const [area, spec] of Object.entries(AREAS)) {
    const { api } = spec.resource;
    rows.push({
      call: `${area}: list page 3 of 25`,
      run: () => api.list(PAGE),
      expected: { method: 'GET', path: spec.list, query: PAGED },
      answer: spec.listAnswer ?? [],
    });
    if (spec.one) {
      rows.push({
        call: `${area}: one`,
        run: () => api.one(ID),
        expected: { method: 'GET', path: at(spec.one) },
        answer: record,
      });
    }
    if (spec.create) {
      rows.push({
        call: `${area}: create`,
        run: () => api.create({ name: 'Example' }),
        expected: {
          method: 'POST',
          path: spec.create,
          body: { name: 'Example', createdAt: timestamp },
        },
        answer: record,
      });
    }
    if (spec.item) {
      rows.push({
        call: `${area}: update`,
        run: () => api.update(ID, { name: 'Example' }),
        expected: {
          method: 'PUT',
          path: at(spec.item),
          body: spec.updatedAt ? { name: 'Example', updatedAt: timestamp } : { name: 'Example' },
        },
        answer: record,
      });
      rows.push({
        call: `${area}: delete`,
        run: () => api.remove(ID),
        expected: { method: 'DELETE', path: at(spec.item) },
        answer: {},
      });
    }
    if (spec.upload) {
      const [path, field] = spec.upload;
      rows.push({
        call: `${area}: upload`,
        run: () => api.upload(ID, file),
        expected: { method: 'POST', path, multipart: [field, 'file'] },
        answer: { name: 'stored.pdf' },
      });
    }
  }
  return rows;
}

const settlement = { amount: 40, currency: 'USD', method: 'cash' };
const IRREGULAR: Row[] = [
  {
    call: 'types: filtered by category',
    run: () => types.api.list({ ...PAGE, filters: { category: 'examination' } }),
    expected: { method: 'GET', path: '/api/type', query: { ...PAGED, category: 'examination' } },
  },
  {
    call: 'appointments: sorted',
    run: () =>
      appointments.api.list({ ...PAGE, sort: { column: 'scheduledAt', direction: 'desc' } }),
    expected: {
      method: 'GET',
      path: '/api/appointments',
      query: { ...PAGED, sort: 'scheduledAt*desc' },
    },
  },
  {
    call: 'examination statuses: sorted',
    run: () =>
      examinationStatuses.api.list({ ...PAGE, sort: { column: 'order', direction: 'asc' } }),
    expected: {
      method: 'GET',
      path: '/api/examination-statuses',
      query: { ...PAGED, sort: 'order*asc' },
    },
  },
  {
    call: 'customers: file blob',
    run: () => customerFile('scan 1.pdf'),
    expected: { method: 'GET', path: '/api/customer/file/scan%201.pdf' },
    answer: 'blob',
  },
  {
    call: 'users: fetch-all omits paging',
    run: () => users.api.all(),
    expected: { method: 'GET', path: '/api/users', query: {} },
  },
  {
    call: 'users: change password',
    run: () => changeUserPassword(ID, { oldPassword: 'old-pass', newPassword: 'new-password' }),
    expected: {
      method: 'POST',
      path: `/api/users/${ID}/change-password`,
      body: { newPassword: 'new-password', oldPassword: 'old-pass' },
    },
    answer: {},
  },
  {
    call: 'results: range',
    run: () => updateResultRange(ID, '3.5-5.1'),
    expected: { method: 'PATCH', path: `/api/results/${ID}/range`, body: { range: '3.5-5.1' } },
    answer: {},
  },
  {
    call: 'payments: balance',
    run: () => paymentApi.balance('cust-9'),
    expected: {
      method: 'GET',
      path: '/api/payment/transactions/balance',
      query: { customerId: 'cust-9' },
    },
    answer: { balance: 10 },
  },
  {
    call: 'payments: payment methods',
    run: () => paymentApi.methods(),
    expected: {
      method: 'GET',
      path: '/api/payment/payment-method',
      query: { limit: '50', skip: '0' },
    },
  },
  {
    call: 'payments: partial payment',
    run: () => paymentApi.partial('ref-7', settlement),
    expected: {
      method: 'POST',
      path: '/api/payment/transactions/ref-7/partial-payment',
      body: settlement,
    },
    answer: {},
  },
  {
    call: 'payments: cascade by customer',
    run: () => paymentApi.cascade({ customerId: 'cust-9' }, settlement),
    expected: {
      method: 'POST',
      path: '/api/payment/transactions/cascade-payment/customer/cust-9',
      body: settlement,
    },
    answer: {},
  },
  {
    call: 'payments: cascade by insurance',
    run: () => paymentApi.cascade({ insuranceCompanyId: 'ins-2' }, settlement),
    expected: {
      method: 'POST',
      path: '/api/payment/transactions/cascade-payment/insurance/ins-2',
      body: settlement,
    },
    answer: {},
  },
  {
    call: 'drawers: add user',
    run: () => drawerUsers('add', ID, 'u-7'),
    expected: { method: 'POST', path: `/api/drawers/${ID}/users/add`, body: { userId: 'u-7' } },
    answer: {},
  },
  {
    call: 'drawers: remove user',
    run: () => drawerUsers('remove', ID, 'u-7'),
    expected: { method: 'POST', path: `/api/drawers/${ID}/users/remove`, body: { userId: 'u-7' } },
    answer: {},
  },
  {
    call: 'tickets: next',
    run: () => ticketApi.next(),
    expected: { method: 'GET', path: '/api/tickets/next' },
    answer: null,
  },
  {
    call: 'tickets: next to a counter',
    run: () => ticketApi.next('desk-2'),
    expected: { method: 'GET', path: '/api/tickets/next/desk-2' },
    answer: null,
  },
  {
    call: 'tickets: count',
    run: () => ticketApi.count(),
    expected: { method: 'GET', path: '/api/tickets/count' },
    answer: { count: 4 },
  },
  {
    call: 'printers: update status',
    run: () => updatePrinterStatus(ID, 'offline'),
    expected: {
      method: 'PUT',
      path: `/api/printer/${ID}/update-status`,
      body: { status: 'offline' },
    },
    answer: {},
  },
];

const ROWS = [...standardRows(), ...IRREGULAR];

async function multipartFields(request: Request) {
  const form = await request.formData();
  return [...form.keys()];
}

describe('SPEC §7 contract walk', () => {
  beforeEach(() => storeSession());

  it('covers every area of SPEC §7', () => {
    expect(Object.keys(AREAS)).toHaveLength(18);
  });

  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    server.use(
      mock.all('*/api/*', () =>
        row.answer === 'blob'
          ? new HttpResponse(new TextEncoder().encode('%PDF'), {
              headers: { 'Content-Type': 'application/pdf' },
            })
          : HttpResponse.json('answer' in row ? row.answer : []),
      ),
    );
    const requests = recordRequests();

    await row.run();

    expect(requests).toHaveLength(1);
    const [request] = requests as [Request];
    const url = new URL(request.url);
    expect(request.method).toBe(row.expected.method);
    expect(url.pathname).toBe(row.expected.path);
    expect(Object.fromEntries(url.searchParams)).toEqual(row.expected.query ?? {});
    expect(request.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
    if (row.expected.multipart) {
      expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(await multipartFields(request)).toEqual(row.expected.multipart);
    } else if (row.expected.body) {
      expect(request.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await request.json()).toEqual(row.expected.body);
    } else {
      expect(await request.text()).toBe('');
    }
  });
});
