import { labStages } from '@/api/lab/stages';
import type { Result } from '@/api/resources/results';
import { noteServerDate, resetServerClock } from '@/api/server-clock';
import {
  acknowledgement,
  rangeChange,
  reportRelease,
  unvalidation,
  validation,
  valueChange,
} from './changes';

const stages = labStages([
  { _id: 's-recv', name: 'Received' },
  { _id: 's-wait', name: 'Awaiting validation' },
  { _id: 's-ok', name: 'Validated' },
]);
const awaiting = {
  _id: 'r-1',
  customerId: 'p-1',
  testName: 'Potassium',
  statusId: 's-recv',
  range: '3.5-5.1',
  sampledAt: '2026-12-07T08:00:00.000Z',
} as Result;

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('every change kept on the result', () => {
  it('a first value: who entered it and when, the value and the status kept with the browser clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-07T09:00:00.000Z') });
    const body = valueChange(awaiting, '4.2', stages, 'u-claire');
    expect(body).toMatchObject({
      value: '4.2',
      statusId: 's-wait',
      enteredBy: 'u-claire',
      enteredAt: '2026-12-07T09:00:00.000Z',
    });
    expect(body.audit).toEqual([
      {
        at: '2026-12-07T09:00:00.000Z',
        clock: 'browser',
        by: 'u-claire',
        field: 'value',
        from: null,
        to: '4.2',
      },
      {
        at: '2026-12-07T09:00:00.000Z',
        clock: 'browser',
        by: 'u-claire',
        field: 'status',
        from: 's-recv',
        to: 's-wait',
      },
    ]);
  });

  it("stamps the server's time where an answer told it, and keeps what was kept before", () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-07T09:00:00.000Z') });
    // The server is 90 seconds ahead of this browser.
    noteServerDate('Mon, 07 Dec 2026 09:01:30 GMT');
    const first = { ...awaiting, ...valueChange(awaiting, '4.2', stages, 'u-claire') } as Result;
    const second = valueChange(first, '4.3', stages, 'u-claire');
    expect(second.enteredAt).toBe('2026-12-07T09:01:30.000Z');
    expect(second.audit).toHaveLength(3);
    expect(second.audit!.at(-1)).toMatchObject({
      field: 'value',
      from: '4.2',
      to: '4.3',
      clock: 'server',
      at: '2026-12-07T09:01:30.000Z',
    });
  });

  it('validation, un-validation with its reason, a range, an acknowledgement and a release', () => {
    const entered = { ...awaiting, value: '4.2', statusId: 's-wait' } as Result;
    const validated = { ...entered, ...validation(entered, stages, 'u-leila') } as Result;
    expect(validated.audit!.map((e) => [e.field, e.from, e.to])).toEqual([
      ['validation', null, 'validated'],
      ['status', 's-wait', 's-ok'],
    ]);
    const undone = unvalidation(validated, stages, 'u-leila', 'Sample mislabelled');
    expect(undone.audit!.at(-2)).toMatchObject({
      field: 'validation',
      to: 'unvalidated',
      reason: 'Sample mislabelled',
      by: 'u-leila',
    });
    const ranged = rangeChange({ ...entered, range: '3.4-5.0' }, '3.5-5.1', 'u-omar');
    expect(ranged.audit!.at(-1)).toMatchObject({ field: 'range', from: '3.5-5.1', to: '3.4-5.0' });
    const told = acknowledgement(entered, 'u-leila', {
      to: 'Dr Haddad',
      how: 'phone',
      readBack: true,
    });
    expect(told).toMatchObject({
      acknowledgedBy: 'u-leila',
      acknowledgedTo: 'Dr Haddad',
      acknowledgedHow: 'phone',
      acknowledgedReadBack: true,
    });
    const released = reportRelease(validated, 'u-leila', 'final');
    expect(released).toMatchObject({ reportedBy: 'u-leila', reportedValue: '4.2' });
    expect(released.audit!.at(-1)).toMatchObject({ field: 'report', to: '4.2', reason: 'final' });
  });

  it('an unchanged field adds nothing', () => {
    const entered = { ...awaiting, value: '4.2', statusId: 's-wait' } as Result;
    expect(rangeChange(entered, entered.range, 'u-omar').audit).toEqual([]);
  });
});
