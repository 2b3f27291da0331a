import { verdict } from '../../../e2e/support/guard';
import { TestClinic, type Patient } from '../../../e2e/support/records';
import type { Call, Transport } from '../../../e2e/support/wire';
import { db } from '../db/tables';
import { server } from '../node';
import { issueToken } from '../token';
import { literalHandlers, setLiteralProfile } from './backend';

/**
 * What the staging suite's cleanup reads to find the records a screen made without an id
 * (e2e/support/clinic.ts, `owned`), on CI's `capped` profile: a filter that finds nothing
 * answers the whole area, 100 rows a page, and so does a page past the last one it finds. Read
 * page after page, that was every payment, result, visit and ticket after each test that made a
 * patient (about 270 requests, most of the capped run's time). Read as the cleanup reads now, it
 * still removes every record tied to the test, and only those (cleanup.test.ts proves the same
 * on a server that ignores every filter, read whole).
 */
const token = issueToken('u-0001');

function counting() {
  const calls: Call[] = [];
  const transport: Transport = async (call) => {
    calls.push(call);
    const search = new URLSearchParams(
      Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)]),
    ).toString();
    const response = await fetch(`${location.origin}/${call.path}${search ? `?${search}` : ''}`, {
      method: call.method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(call.json !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: call.json === undefined ? undefined : JSON.stringify(call.json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { calls, transport };
}

/** Every ticket and bill of the backend, whole: what the cleanup may remove of them. */
const read = () => ({
  tickets: Object.fromEntries(db.tickets.all().map((row) => [row._id, structuredClone(row)])),
  payments: Object.fromEntries(db.payments.all().map((row) => [row._id, structuredClone(row)])),
});

beforeEach(() => {
  server.use(...literalHandlers);
  setLiteralProfile('capped');
});
afterEach(() => setLiteralProfile('lenient'));

it('finds the tickets a screen made for the test’s patient, and reads no area whole', async () => {
  const before = read();
  const { calls, transport } = counting();
  const clinic = new TestClinic(transport, 'qrstuaaaaad', true);
  const patient = (await clinic.patient()) as Patient;
  // Two tickets a screen made, their answers carrying no id: the test's by `customerId` alone.
  for (const number of [4243, 4244])
    await transport({
      method: 'POST',
      path: 'api/tickets',
      json: { number, service: 'Laboratory', status: 'waiting', customerId: patient.id },
    });
  expect(db.tickets.all().filter((t) => t.customerId === patient.id)).toHaveLength(2);
  calls.length = 0;

  await clinic.cleanUp();

  const { problems, left } = verdict(before, read(), clinic.mark);
  expect(problems).toEqual([]);
  expect(left).toEqual([]);
  expect(db.tickets.all().filter((t) => t.customerId === patient.id)).toEqual([]);
  // Per area the patient owns, at most two reads: its own page, then either the page past it (a
  // list that states no total) or, where the first answer was the whole area, one control.
  const reads = calls.filter((call) => call.method === 'GET');
  expect(reads.length).toBeLessThanOrEqual(2 * 5);
  expect(reads.every((call) => Number(call.query?.skip) <= 2)).toBe(true);
});

it('reads on past a first full page of the test’s own, and stops at the page past them', async () => {
  const { calls, transport } = counting();
  const clinic = new TestClinic(transport, 'qrstuaaaaae', true);
  const patient = (await clinic.patient()) as Patient;
  // More of the test's tickets than one capped page holds.
  for (let number = 1; number <= 101; number++)
    await transport({
      method: 'POST',
      path: 'api/tickets',
      json: { number, service: 'Laboratory', status: 'waiting', customerId: patient.id },
    });
  calls.length = 0;

  await clinic.cleanUp();

  expect(db.tickets.all().filter((t) => t.customerId === patient.id)).toEqual([]);
  const ticketReads = calls.filter((c) => c.method === 'GET' && c.path === 'api/tickets');
  // Two pages of the test's own, and the one past them, where the whole area came back.
  expect(ticketReads.length).toBe(3);
  expect(ticketReads.map((c) => c.query?.skip).slice(0, 2)).toEqual([0, 100]);
});
