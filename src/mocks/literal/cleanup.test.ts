import { verdict, type Api } from '../../../e2e/support/guard';
import { TestClinic, type Patient } from '../../../e2e/support/records';
import type { Transport } from '../../../e2e/support/wire';
import { db } from '../db/tables';
import { server } from '../node';
import { issueToken } from '../token';
import { literalHandlers, setLiteralProfile } from './backend';

/**
 * The staging suite's cleanup (e2e/support/clinic.ts, the code every `@server` test ends with)
 * against the `careless` profile, a server that ignores every column filter: a cleanup that
 * trusted a filter to find what to delete would delete other people's records here. Each of its
 * paths runs (records made, records a screen made and the test adopted, records tied to the test
 * by content only, a record of someone else's changed and put back), then the guard reads the
 * areas again: every record there before is there, unchanged, and nothing of the test's is left.
 * This is CI's proof that cleanup never deletes by query (docs/contract.md).
 */
const api = (): Api => ({ base: location.origin, token: issueToken('u-0001') });

const transport: Transport = async ({ method, path, query, json }) => {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString();
  const response = await fetch(`${location.origin}/${path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      Authorization: `Bearer ${api().token}`,
      ...(json !== undefined && { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};

/**
 * The areas the test touches, read from the backend's own tables (the guard's reading of them
 * over HTTP is proved in guard.test.ts): each record whole, but of the 25 000 results and bills
 * only their ids, which the cleanup could only delete, never change.
 */
const WHOLE = ['customers', 'tickets', 'users', 'doctors', 'medicalExaminations'] as const;
const IDS = ['payments', 'results', 'examinationStatuses'] as const;
const read = () => ({
  ...Object.fromEntries(
    WHOLE.map((area) => [
      area,
      Object.fromEntries(db[area].all().map((row) => [row._id, structuredClone(row)])),
    ]),
  ),
  ...Object.fromEntries(
    IDS.map((area) => [area, Object.fromEntries(db[area].all().map((row) => [row._id, true]))]),
  ),
});

beforeEach(() => {
  server.use(...literalHandlers);
  setLiteralProfile('careless');
});
afterEach(() => setLiteralProfile('lenient'));

it('removes only what the test made, on a server that ignores every filter', async () => {
  const before = read();
  const clinic = new TestClinic(transport, 'qrstuaaaaab', true);

  // Made by the test, by the ids the answers carried; what screens make on the patient's record
  // is the test's by its `customerId` (tickets here: `patient()` says so for five areas, each
  // read whole on this server, which proves no more than one does).
  const patient = (await clinic.create('customers', {
    firstName: 'Yasmine',
    lastName: clinic.unique(),
    dateOfBirth: '1991-04-12',
    sex: 'female',
    phone: clinic.phone(),
  })) as Patient;
  clinic.owned('tickets', { customerId: patient.id });
  const bill = await clinic.payment(patient);
  await clinic.result(patient);
  await clinic.doctor();
  // Made by a screen and adopted by the id its answer carried (a partial payment's transaction).
  const settled = await clinic.post(`api/payment/transactions/${bill.id}/partial-payment`, {
    amount: 40,
    currency: 'USD',
    method: 'cash',
  });
  clinic.adopt('payments', String((settled as { transaction: { _id: string } }).transaction._id));
  // Made by a screen whose answer carried no id: the patient's ticket (owned by `customerId`),
  // and an account registered, known by its phone number alone.
  await transport({
    method: 'POST',
    path: 'api/tickets',
    json: { number: 4242, service: 'Laboratory', status: 'waiting', customerId: patient.id },
  });
  await clinic.account();
  // Someone else's ticket, changed by a screen and put back.
  const theirs = db.tickets.newestFirst()[0]!;
  await clinic.keep('tickets');
  await transport({
    method: 'PUT',
    path: `api/tickets/${theirs._id}`,
    json: { status: 'called', counter: 'Desk 9' },
  });
  clinic.changedOne('tickets', theirs._id);

  await clinic.cleanUp();
  const { problems, left, compared } = verdict(before, read(), clinic.mark);
  expect(compared).toBe(Object.values(before).reduce((n, r) => n + Object.keys(r).length, 0));
  expect(problems).toEqual([]);
  expect(left).toEqual([]);
});

describe('a record deleted is asked for by its id, never taken as gone from an empty list', () => {
  for (const profile of ['capped', 'careless', 'strict'] as const)
    it(`on the ${profile} profile`, async () => {
      setLiteralProfile(profile);
      const clinic = new TestClinic(transport, 'qrstuaaaaac', true);
      // Types have no read by id (SPEC §7): the list is asked; doctors have one.
      const type = await clinic.create('types', { name: clinic.unique(), category: 'document' });
      const doctor = await clinic.doctor();
      const [otherType, otherDoctor] = [db.types.newestFirst()[1]!, db.doctors.newestFirst()[1]!];
      expect(await clinic.holds('types', type.id)).toBe(true);
      expect(await clinic.holds('doctors', doctor.id)).toBe(true);
      await clinic.cleanUp();
      expect(await clinic.holds('types', type.id)).toBe(false);
      expect(await clinic.holds('doctors', doctor.id)).toBe(false);
      expect(await clinic.holds('types', otherType._id)).toBe(true);
      expect(await clinic.holds('doctors', otherDoctor._id)).toBe(true);
    });
});
