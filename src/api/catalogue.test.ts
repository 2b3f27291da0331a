import i18n from 'i18next';
import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { ApiError } from './errors';
import { appointments } from './resources/appointments';
import { clinicAppointments } from './resources/clinic-appointments';
import { currencies } from './resources/currencies';
import { customers } from './resources/customers';
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
 * SPEC §8 word for word: when the server answers an error without `msg`, each operation fails
 * with its own "Failed to …" text. The English texts are written out here, not read from the
 * locale files the app uses.
 */
// Methods, so each area's own body type fits the walk's one loose view of a body.
interface Api {
  list(p: { page: number; pageSize: number }): Promise<unknown>;
  all(): Promise<unknown>;
  one(id: string): Promise<unknown>;
  create(v: Record<string, unknown>): Promise<unknown>;
  update(id: string, v: Record<string, unknown>): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}
const PAGE = { page: 1, pageSize: 10 };

/** [area, resource api, plural, singular, has fetch-one] */
const AREAS: [string, Api, string, string, boolean][] = [
  ['types', types.api as Api, 'types', 'type', false],
  ['appointments', appointments.api as Api, 'appointments', 'appointment', false],
  ['doctors', doctors.api as Api, 'doctors', 'doctor', true],
  ['users', users.api as Api, 'users', 'user', false],
  [
    'medical examinations',
    medicalExaminations.api as Api,
    'medical examinations',
    'medical examination',
    false,
  ],
  ['results', results.api as Api, 'results', 'result', false],
  ['examination statuses', examinationStatuses.api as Api, 'statuses', 'status', false],
  ['insurance', insurance.api as Api, 'insurances', 'insurance', true],
  ['packages', packages.api as Api, 'packageOffers', 'packageOffer', true],
  ['exchange rates', exchangeRates.api as Api, 'exchange rates', 'exchange rate', true],
  ['payments', payments.api as Api, 'payments', 'payment', true],
  ['currencies', currencies.api as Api, 'currencies', 'currency', false],
  ['drawers', drawers.api as Api, 'drawers', 'drawer', false],
  ['tickets', tickets.api as Api, 'tickets', 'ticket', true],
  ['examination groups', examinationGroups.api as Api, 'groups', 'group', true],
  [
    'clinic appointments',
    clinicAppointments.api as Api,
    'clinic appointments',
    'clinic appointment',
    true,
  ],
];

const ROWS: [string, () => Promise<unknown>, string][] = [
  ['customers list', () => customers.api.list(PAGE), 'Failed to fetch customers'],
  ['customers fetch-all', () => customers.api.all(), 'Failed to fetch all customers'],
  ['customers one', () => customers.api.one('x'), 'Failed to fetch customer'],
  ['customers update', () => customers.api.update('x', {}), 'Failed to update customer'],
  ['customers delete', () => customers.api.remove('x'), 'Failed to delete customer'],
  [
    'customers upload',
    () => customers.api.upload('x', new File(['x'], 'a.pdf')),
    'Failed to upload document',
  ],
  ...AREAS.flatMap(([area, api, plural, singular, hasOne]) => [
    [`${area} list`, () => api.list(PAGE), `Failed to fetch ${plural}`] as [
      string,
      () => Promise<unknown>,
      string,
    ],
    [`${area} create`, () => api.create({}), `Failed to add ${singular}`] as [
      string,
      () => Promise<unknown>,
      string,
    ],
    [`${area} update`, () => api.update('x', {}), `Failed to update ${singular}`] as [
      string,
      () => Promise<unknown>,
      string,
    ],
    [`${area} delete`, () => api.remove('x'), `Failed to delete ${singular}`] as [
      string,
      () => Promise<unknown>,
      string,
    ],
    ...(hasOne
      ? [
          [`${area} one`, () => api.one('x'), `Failed to fetch ${singular}`] as [
            string,
            () => Promise<unknown>,
            string,
          ],
        ]
      : []),
  ]),
  ['printers list', () => printers.api.list(PAGE), 'Failed to fetch printers'],
  ['printer status', () => updatePrinterStatus('x', 'online'), 'Failed to update printer status'],
  ['result range', () => updateResultRange('x', '1-2'), 'Failed to update result range'],
  ['patient balance', () => paymentApi.balance('x'), 'Failed to fetch patient balance'],
  ['payment methods', () => paymentApi.methods(), 'Failed to fetch payment methods'],
  ['next ticket', () => ticketApi.next(), 'Failed to fetch next ticket'],
  ['ticket count', () => ticketApi.count(), 'Failed to fetch ticket count'],
  [
    'user password',
    () => changeUserPassword('x', { oldPassword: 'a', newPassword: 'bbbbbbbb' }),
    'Failed to update password',
  ],
  ['drawer add user', () => drawerUsers('add', 'x', 'u'), 'Failed to add user to drawer'],
  [
    'drawer remove user',
    () => drawerUsers('remove', 'x', 'u'),
    'Failed to remove user from drawer',
  ],
];

async function failureText(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).message;
  }
  throw new Error('Expected the call to fail.');
}

describe('SPEC §8 failure texts', () => {
  beforeEach(() => {
    storeSession();
    server.use(mock.all('*/api/*', () => HttpResponse.json({}, { status: 500 })));
  });

  it.each(ROWS)('%s: "%s"', async (_call, run, text) => {
    expect(await failureText(run)).toBe(text);
  });

  it('the texts are translated', async () => {
    await i18n.changeLanguage('fr');
    expect(await failureText(() => customers.api.list(PAGE))).toBe(
      'Échec du chargement des patients',
    );
    await i18n.changeLanguage('ar');
    expect(await failureText(() => ticketApi.count())).toBe('تعذّر جلب عدد التذاكر');
  });

  it('a network failure also shows the operation text', async () => {
    server.use(mock.all('*/api/*', () => HttpResponse.error()));
    const message = await failureText(() => doctors.api.list(PAGE));
    expect(message).toBe('Failed to fetch doctors');
  });
});
