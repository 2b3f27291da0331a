import { appointments } from '@/api/resources/appointments';
import { clinicAppointments } from '@/api/resources/clinic-appointments';
import { setBackend } from '@/api/backend';
import { db } from '@/mocks/db/tables';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import { readRange, RANGE_PAGE_LIMIT, RANGE_PAGE_SIZE, type RangeProgress } from './range';

/**
 * A doctor's visits within the days on screen, read through HTTP from the demo backend
 * (msw/node), which serves every record whatever the deployment declares.
 */
const params = (r: { url: string }) => new URL(r.url).searchParams;
const day = (iso: string) => iso.slice(0, 10);
const expected = (
  rows: readonly { doctorId: string; scheduledAt: string }[],
  { doctorId, from, to }: { doctorId: string; from: string; to: string },
) =>
  rows
    .filter((a) => a.doctorId === doctorId && day(a.scheduledAt) >= from)
    .filter((a) => day(a.scheduledAt) <= to)
    .map((a) => a.scheduledAt)
    .sort();

describe('reading the days on screen', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // The seed's days are UTC's; the reader's days are the ones asked for.
    process.env.TZ = 'UTC';
    storeSession();
  });
  afterEach(() => {
    setBackend({});
    process.env.TZ = zone;
  });

  // Amelia Wright, a general practitioner: five days of the seed's week.
  const week = { doctorId: 'doc-007', from: '2026-11-17', to: '2026-11-23' };

  it('with date filters (the demo): the doctor and the days, a day more on each side', async () => {
    const requests = recordRequests();
    const rows = await readRange(appointments, week);
    expect(rows.map((a) => a.scheduledAt).sort()).toEqual(expected(db.appointments.all(), week));
    expect(rows.length).toBeGreaterThan(20);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests)
      expect(Object.fromEntries(params(r))).toMatchObject({
        doctorId: 'doc-007',
        scheduledAtFrom: '2026-11-16',
        scheduledAtTo: '2026-11-24',
      });
  });

  it('without them (a contract-only backend): the doctor’s pages newest first, until past the days', async () => {
    setBackend({ apiUrl: 'http://api.test' });
    const requests = recordRequests();
    const progress: RangeProgress[] = [];
    const client = { setQueryData: (_key: unknown, p: RangeProgress) => progress.push(p) };
    // A week of December: the first page (newest first) already reaches back past it.
    const december = { doctorId: 'doc-016', from: '2026-12-07', to: '2026-12-13' };
    const rows = await readRange(appointments, december, undefined, client);

    expect(rows.map((a) => a.scheduledAt).sort()).toEqual(
      expected(db.appointments.all(), december),
    );
    for (const r of requests) {
      expect(params(r).get('sort')).toBe('scheduledAt*desc');
      expect(params(r).get('doctorId')).toBe('doc-016');
      expect(params(r).has('scheduledAtFrom')).toBe(false);
    }
    // It stopped once a page ended before the first day, far from reading all the doctor's.
    const all = db.appointments.all().filter((a) => a.doctorId === 'doc-016').length;
    expect(requests.length).toBeLessThan(Math.ceil(all / RANGE_PAGE_SIZE));
    expect(progress.at(-1)).toEqual({
      pages: requests.length,
      limit: RANGE_PAGE_LIMIT,
      limited: false,
      done: true,
    });
  });

  it('clinic appointments (no server sort) are paged to the stated limit, which is said', async () => {
    setBackend({ apiUrl: 'http://api.test' });
    // More of one doctor's clinic appointments than the limit reads.
    const many = Array.from({ length: RANGE_PAGE_LIMIT * RANGE_PAGE_SIZE + 10 }, (_, i) => ({
      id: `cla-many-${i}`,
      customerId: 'cus-00001',
      doctorId: 'doc-001',
      clinic: 'general' as const,
      scheduledAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      status: 'scheduled' as const,
      createdAt: '2025-12-01T00:00:00.000Z',
      documents: [],
    }));
    for (const row of many) db.clinicAppointments.insert(row);
    const requests = recordRequests();
    const progress: RangeProgress[] = [];
    const client = { setQueryData: (_key: unknown, p: RangeProgress) => progress.push(p) };
    await readRange(
      clinicAppointments,
      { doctorId: 'doc-001', from: '2026-11-17', to: '2026-11-23' },
      undefined,
      client,
    );
    expect(requests).toHaveLength(RANGE_PAGE_LIMIT);
    expect(requests.every((r) => !params(r).has('sort'))).toBe(true);
    expect(progress.at(-1)).toMatchObject({ limited: true, done: true, pages: RANGE_PAGE_LIMIT });
  });
});
