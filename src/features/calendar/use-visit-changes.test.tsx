import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appointments, type Appointment } from '@/api/resources/appointments';
import { DEMO_FAULTS_KEY } from '@/mocks/handlers/faults';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import type { CalendarSource } from './source';
import { useCalendarData } from './use-calendar-data';
import { useVisitChanges } from './use-visit-changes';

/**
 * Changes made in quick turn (three arrow presses) against the demo backend (msw/node): each
 * waits for the one before, is worked out from it, and the appointment never shows back where
 * it was in between; a refusal drops what was queued behind it.
 */
const source = {
  kind: 'appointments',
  screen: { resource: appointments, rowLabel: (a: Appointment) => a.reason ?? '' },
  resource: appointments,
  listPath: '/appointments',
  minutes: (a: Appointment) => a.durationMinutes ?? 20,
  durationField: 'durationMinutes',
  defaultMinutes: 20,
  detail: (a: Appointment) => a.reason ?? '',
} as unknown as CalendarSource<Appointment>;

// Amelia Wright sees patients on Monday 23 from 08:00, Alice Brown only in its afternoon.
const WRIGHT = 'doc-007';
const BROWN = 'doc-001';
const DAY = '2026-11-23';
const at = (time: string) => Date.parse(`${DAY}T${time}:00Z`);

function renderCalendar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // Every position the visit was drawn at, render after render.
  const drawn: string[] = [];
  const view = renderHook(
    () => {
      const data = useCalendarData(source, [WRIGHT, BROWN], DAY, DAY);
      const changes = useVisitChanges(source, (id) => id);
      const first = data.visits.find((v) => v.id === firstId);
      if (first) drawn.push(`${first.doctorId} ${first.start} ${first.end}`);
      return { data, changes };
    },
    { wrapper },
  );
  return { ...view, drawn };
}

let firstId = '';
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
  storeSession();
});
afterEach(() => {
  process.env.TZ = zone;
  localStorage.removeItem(DEMO_FAULTS_KEY);
});

async function firstOfTheDay(view: ReturnType<typeof renderCalendar>) {
  await waitFor(() => expect(view.result.current.data.loading).toBe(false));
  const visit = view.result.current.data.visits.find(
    (v) => v.doctorId === WRIGHT && v.start === at('08:00'),
  );
  expect(visit, 'the seed books Amelia Wright at 08:00 on 23 November').toBeDefined();
  firstId = visit!.id;
  return visit!;
}

const puts = (requests: Request[]) =>
  Promise.all(requests.filter((r) => r.method === 'PUT').map((r) => r.clone().json()));

it('sends quick changes one at a time, each from the one before, never drawing it back', async () => {
  const view = renderCalendar();
  const visit = await firstOfTheDay(view);
  const requests = recordRequests();
  // Slow answers: the second and third change are made while the first is on its way.
  localStorage.setItem(
    DEMO_FAULTS_KEY,
    JSON.stringify([{ method: 'PUT', path: '/api/appointments/', delayMs: 60 }]),
  );
  const { changes } = view.result.current;
  let done: Promise<boolean[]> = Promise.resolve([]);
  act(() => {
    const later = changes.move(visit, visit.start + 15 * 60_000, WRIGHT);
    const longer = changes.resize(visit, 45);
    const across = changes.move(visit, changes.latest(visit).start, BROWN);
    // The Move dialog: a time, a doctor and a length of its own.
    const typed = changes.move(visit, at('14:30'), WRIGHT, 30);
    done = Promise.all([later, longer, across, typed]);
  });
  await act(async () => {
    expect(await done).toEqual([true, true, true, true]);
  });

  const bodies = (await puts(requests)) as Partial<Appointment>[];
  expect(bodies.map((b) => [b.doctorId, b.scheduledAt, b.durationMinutes])).toEqual([
    [WRIGHT, '2026-11-23T08:15:00.000Z', 30],
    [WRIGHT, '2026-11-23T08:15:00.000Z', 45],
    [BROWN, '2026-11-23T08:15:00.000Z', 45],
    [WRIGHT, '2026-11-23T14:30:00.000Z', 30],
  ]);
  const final = `${WRIGHT} ${at('14:30')} ${at('15:00')}`;
  await waitFor(() => expect(view.drawn.at(-1)).toBe(final));
  // From 08:00 (where it was), each position drawn once its turn came: never back to one before.
  const positions = view.drawn.filter((p, i) => p !== view.drawn[i - 1]);
  expect(positions).toEqual([
    `${WRIGHT} ${at('08:15')} ${at('08:45')}`,
    `${WRIGHT} ${at('08:15')} ${at('09:00')}`,
    `${BROWN} ${at('08:15')} ${at('09:00')}`,
    final,
  ]);
});

it('rolls a refused change back with the server’s message and drops those queued behind it', async () => {
  const view = renderCalendar();
  const visit = await firstOfTheDay(view);
  const requests = recordRequests();
  localStorage.setItem(
    DEMO_FAULTS_KEY,
    JSON.stringify([
      {
        method: 'PUT',
        path: '/api/appointments/',
        status: 409,
        delayMs: 30,
        body: { msg: 'Alice Brown only sees patients in the afternoon.' },
        times: 1,
      },
    ]),
  );
  const { changes } = view.result.current;
  let done: Promise<boolean[]> = Promise.resolve([]);
  act(() => {
    const across = changes.move(visit, visit.start, BROWN);
    const longer = changes.resize(visit, 45);
    done = Promise.all([across, longer]);
  });
  await act(async () => {
    expect(await done).toEqual([false, false]);
  });
  expect(await puts(requests)).toHaveLength(1);
  expect(view.result.current.changes.said).toContain(
    'Alice Brown only sees patients in the afternoon.',
  );
  await waitFor(() => expect(view.drawn.at(-1)).toBe(`${WRIGHT} ${at('08:00')} ${at('08:30')}`));

  // The queue starts afresh: the next change goes out, from the visit as it is.
  let next: Promise<boolean> = Promise.resolve(false);
  act(() => {
    next = view.result.current.changes.resize(visit, 45);
  });
  await act(async () => {
    expect(await next).toBe(true);
  });
  expect(((await puts(requests)) as Partial<Appointment>[]).at(-1)).toMatchObject({
    doctorId: WRIGHT,
    scheduledAt: '2026-11-23T08:00:00.000Z',
    durationMinutes: 45,
  });
});
