import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { isOptimisticId, type ListPage } from './define-resource';
import { doctors, type Doctor } from './resources/doctors';
import { drawers, useDrawerUser } from './resources/drawers';
import { printers, useUpdatePrinterStatus } from './resources/printers';
import { results, useUpdateResultRange } from './resources/results';

/**
 * The factory's hooks against a small in-test server whose answers can be held back, so each
 * test sees the cache before and after the server answers.
 */
let rows: Doctor[];
let gate: Promise<void> = Promise.resolve();
let release: () => void = () => {};
let failNext: { status: number; body: object } | undefined;
let listCalls = 0;

function holdAnswers() {
  gate = new Promise((resolve) => (release = resolve));
}

function installServer() {
  const answer = async (produce: () => Response) => {
    await gate;
    if (failNext) {
      const { status, body } = failNext;
      failNext = undefined;
      return HttpResponse.json(body, { status });
    }
    return produce();
  };
  server.use(
    mock.get('*/api/doctors', ({ request }) => {
      listCalls++;
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? rows.length);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const specialty = url.searchParams.get('specialty');
      const matching = specialty ? rows.filter((r) => r.specialty === specialty) : rows;
      return HttpResponse.json(matching.slice(skip, skip + limit));
    }),
    mock.get('*/api/doctors/:id', ({ params }) =>
      HttpResponse.json(rows.find((r) => r._id === params.id) ?? {}),
    ),
    mock.post('*/api/doctors', ({ request }) =>
      answer(() => {
        const saved = { _id: `d-${rows.length + 1}`, documents: [] } as Doctor;
        rows = [saved, ...rows];
        return HttpResponse.json(saved, { status: 201 });
      }).then(async (response) => {
        if (response.ok) {
          const body = (await request.json()) as Partial<Doctor>;
          rows[0] = { ...rows[0]!, ...body };
          return HttpResponse.json(rows[0], { status: 201 });
        }
        return response;
      }),
    ),
    mock.put('*/api/doctors/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Doctor>;
      return answer(() => {
        rows = rows.map((r) => (r._id === params.id ? { ...r, ...body, updatedAt: 'server' } : r));
        return HttpResponse.json(rows.find((r) => r._id === params.id));
      });
    }),
    mock.delete('*/api/doctors/:id', ({ params }) =>
      answer(() => {
        rows = rows.filter((r) => r._id !== params.id);
        return HttpResponse.json({ msg: 'deleted' });
      }),
    ),
    mock.post('*/api/doctors/upload', async ({ request }) => {
      const ownerId = (await request.formData()).get('doctorId');
      return answer(() => {
        const stored = { name: 'stored-1.pdf', originalName: 'referral.pdf' };
        rows = rows.map((r) =>
          r._id === ownerId ? { ...r, documents: [...(r.documents ?? []), stored] } : r,
        );
        return HttpResponse.json(stored, { status: 201 });
      });
    }),
  );
}

function wrapper() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper: Wrapper };
}

const doctor = (n: number, specialty = 'Cardiology'): Doctor =>
  ({ _id: `d-${n}`, firstName: `Doc${n}`, lastName: 'Test', specialty, documents: [] }) as Doctor;
const NEW_DOCTOR = {
  firstName: 'Nadia',
  lastName: 'Saleh',
  specialty: 'Cardiology',
  phone: '0711111111',
};
const names = (page: ListPage<Doctor> | undefined) => page?.items.map((d) => d.firstName);

beforeEach(() => {
  storeSession();
  rows = Array.from({ length: 12 }, (_, i) => doctor(12 - i));
  gate = Promise.resolve();
  failNext = undefined;
  listCalls = 0;
  installServer();
});

/** A first page, a second page and a filtered first page, all cached and on screen. */
async function cachedLists() {
  const { client, wrapper: w } = wrapper();
  const hooks = renderHook(
    () => ({
      first: doctors.hooks.useList({ page: 1, pageSize: 5 }),
      second: doctors.hooks.useList({ page: 2, pageSize: 5 }),
      filtered: doctors.hooks.useList({
        page: 1,
        pageSize: 5,
        filters: { specialty: 'Neurology' },
      }),
      create: doctors.hooks.useCreate(),
      update: doctors.hooks.useUpdate(),
      remove: doctors.hooks.useRemove(),
      upload: doctors.hooks.useUpload(),
    }),
    { wrapper: w },
  );
  await waitFor(() => expect(hooks.result.current.second.data).toBeDefined());
  await waitFor(() => expect(hooks.result.current.filtered.data).toBeDefined());
  return { client, ...hooks };
}

describe('list pages', () => {
  it('keeps the previous page on screen while the next one loads', async () => {
    const { wrapper: w } = wrapper();
    const { result, rerender } = renderHook(
      ({ page }) => doctors.hooks.useList({ page, pageSize: 5 }),
      {
        wrapper: w,
        initialProps: { page: 1 },
      },
    );
    await waitFor(() => expect(names(result.current.data)).toHaveLength(5));
    holdAnswers();
    rerender({ page: 2 });
    expect(names(result.current.data)?.[0]).toBe('Doc12');
    expect(result.current.isPlaceholderData).toBe(true);
    release();
    await waitFor(() => expect(names(result.current.data)?.[0]).toBe('Doc7'));
  });
});

describe('create', () => {
  it('inserts the new item at once on the first unfiltered page, then swaps in the server record', async () => {
    const { result, client } = await cachedLists();
    holdAnswers();
    act(() => result.current.create.mutate(NEW_DOCTOR));

    await waitFor(() => expect(names(result.current.first.data)?.[0]).toBe('Nadia'));
    const placeholder = result.current.first.data!.items[0]!;
    expect(isOptimisticId(placeholder._id)).toBe(true);
    expect(result.current.first.data!.items).toHaveLength(5);
    expect(names(result.current.second.data)?.[0]).toBe('Doc7');
    expect(result.current.filtered.data!.items).toHaveLength(0);

    release();
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.first.data!.items[0]!._id).toBe('d-13'));
    expect(client.getQueryData(doctors.keys.list({ page: 1, pageSize: 5 }))).toMatchObject({
      items: expect.any(Array),
    });
  });

  it('adds it to the all-items list too', async () => {
    const { wrapper: w } = wrapper();
    const { result } = renderHook(
      () => ({ all: doctors.hooks.useAll(), create: doctors.hooks.useCreate() }),
      { wrapper: w },
    );
    await waitFor(() => expect(result.current.all.data).toHaveLength(12));
    holdAnswers();
    act(() => result.current.create.mutate(NEW_DOCTOR));
    await waitFor(() => expect(result.current.all.data).toHaveLength(13));
    expect(result.current.all.data?.at(-1)?.firstName).toBe('Nadia');
    release();
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));
  });

  it('rolls back and reports the error when the server refuses', async () => {
    const { result } = await cachedLists();
    holdAnswers();
    failNext = { status: 400, body: { msg: 'Licence number already registered' } };
    act(() => result.current.create.mutate(NEW_DOCTOR));
    await waitFor(() => expect(names(result.current.first.data)?.[0]).toBe('Nadia'));
    release();
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error?.message).toBe('Licence number already registered');
    await waitFor(() => expect(names(result.current.first.data)?.[0]).toBe('Doc12'));
  });

  it('then refetches the lists quietly so counts converge', async () => {
    const { result } = await cachedLists();
    const before = listCalls;
    act(() => result.current.create.mutate(NEW_DOCTOR));
    await waitFor(() => expect(listCalls).toBeGreaterThanOrEqual(before + 3));
    expect(result.current.first.isLoading).toBe(false);
  });
});

describe('update', () => {
  it('replaces the item in place at once, then with the server record', async () => {
    const { result } = await cachedLists();
    holdAnswers();
    act(() => result.current.update.mutate({ id: 'd-11', values: { firstName: 'Renamed' } }));
    await waitFor(() =>
      expect(names(result.current.first.data)).toEqual([
        'Doc12',
        'Renamed',
        'Doc10',
        'Doc9',
        'Doc8',
      ]),
    );
    release();
    await waitFor(() => expect(result.current.first.data!.items[1]!.updatedAt).toBe('server'));
  });

  it('puts the old version back when the update fails', async () => {
    const { result } = await cachedLists();
    holdAnswers();
    failNext = { status: 500, body: {} };
    act(() => result.current.update.mutate({ id: 'd-11', values: { firstName: 'Renamed' } }));
    await waitFor(() => expect(names(result.current.first.data)?.[1]).toBe('Renamed'));
    release();
    await waitFor(() =>
      expect(result.current.update.error?.message).toBe('Failed to update doctor'),
    );
    await waitFor(() => expect(names(result.current.first.data)?.[1]).toBe('Doc11'));
  });
});

describe('delete', () => {
  it('removes the item by id at once', async () => {
    const { result } = await cachedLists();
    holdAnswers();
    act(() => result.current.remove.mutate('d-10'));
    await waitFor(() =>
      expect(names(result.current.first.data)).toEqual(['Doc12', 'Doc11', 'Doc9', 'Doc8']),
    );
    release();
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
  });

  it('brings it back with the error when the delete fails', async () => {
    const { result } = await cachedLists();
    holdAnswers();
    failNext = { status: 409, body: { msg: 'Doctor has appointments' } };
    act(() => result.current.remove.mutate('d-10'));
    await waitFor(() => expect(names(result.current.first.data)).not.toContain('Doc10'));
    release();
    await waitFor(() =>
      expect(result.current.remove.error?.message).toBe('Doctor has appointments'),
    );
    await waitFor(() => expect(names(result.current.first.data)).toContain('Doc10'));
  });
});

describe('upload', () => {
  it("appends the returned file to the owner's documents in every cached copy", async () => {
    const { wrapper: w, client } = wrapper();
    const { result } = renderHook(
      () => ({
        list: doctors.hooks.useList({ page: 1, pageSize: 5 }),
        one: doctors.hooks.useOne('d-12'),
        upload: doctors.hooks.useUpload(),
      }),
      { wrapper: w },
    );
    await waitFor(() => expect(result.current.one.data).toBeDefined());
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const progress: number[] = [];
    act(() =>
      result.current.upload.mutate({
        ownerId: 'd-12',
        file: new File(['%PDF'], 'referral.pdf'),
        onProgress: (f) => progress.push(f),
      }),
    );
    await waitFor(() => expect(result.current.upload.isSuccess).toBe(true));
    const stored = { name: 'stored-1.pdf', originalName: 'referral.pdf' };
    await waitFor(() =>
      expect(result.current.list.data?.items.find((d) => d._id === 'd-12')?.documents).toEqual([
        stored,
      ]),
    );
    expect(client.getQueryData<Doctor>(doctors.keys.detail('d-12'))?.documents).toEqual([stored]);
    expect(progress.at(-1)).toBe(1);
  });
});

describe('fetch-all', () => {
  it('keeps its progress in the cache for a progress bar', async () => {
    rows = Array.from({ length: 120 }, (_, i) => doctor(120 - i));
    const { wrapper: w } = wrapper();
    const { result } = renderHook(() => doctors.hooks.useAll(), { wrapper: w });
    await waitFor(() => expect(result.current.data).toHaveLength(120));
    expect(result.current.progress).toEqual({ loaded: 120, total: undefined });
  });
});

describe('calls of their own', () => {
  it('result range: changes at once, rolls back on failure', async () => {
    const { wrapper: w, client } = wrapper();
    client.setQueryData(results.keys.list({ page: 1, pageSize: 10 }), {
      items: [{ _id: 'r1', range: '3.5-5.1' }],
      total: 1,
      hasNextPage: false,
      page: 1,
      pageSize: 10,
    });
    let answerRange: () => void = () => {};
    server.use(
      mock.patch('*/api/results/:id/range', async () => {
        await new Promise<void>((resolve) => (answerRange = resolve));
        return HttpResponse.json({}, { status: 500 });
      }),
      mock.get('*/api/results', () =>
        HttpResponse.json({ data: [{ _id: 'r1', range: '3.5-5.1' }], count: 1 }),
      ),
    );
    const { result } = renderHook(() => useUpdateResultRange(), { wrapper: w });
    act(() => result.current.mutate({ id: 'r1', range: '3.6-5.0' }));
    const range = () =>
      client.getQueryData<ListPage<{ range?: string }>>(
        results.keys.list({ page: 1, pageSize: 10 }),
      )?.items[0]?.range;
    await waitFor(() => expect(range()).toBe('3.6-5.0'));
    answerRange();
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Failed to update result range'),
    );
    await waitFor(() => expect(range()).toBe('3.5-5.1'));
  });

  it('drawer users: the user joins the drawer at once', async () => {
    const { wrapper: w, client } = wrapper();
    const key = drawers.keys.list({ page: 1, pageSize: 10 });
    client.setQueryData(key, {
      items: [{ _id: 'dr1', users: ['u-1'] }],
      total: undefined,
      hasNextPage: false,
      page: 1,
      pageSize: 10,
    });
    let answerAdd: () => void = () => {};
    server.use(
      mock.post('*/api/drawers/:id/users/add', async () => {
        await new Promise<void>((resolve) => (answerAdd = resolve));
        return HttpResponse.json({ msg: 'ok' });
      }),
      mock.get('*/api/drawers', () => HttpResponse.json([{ _id: 'dr1', users: ['u-1', 'u-2'] }])),
    );
    const { result } = renderHook(() => useDrawerUser(), { wrapper: w });
    act(() => result.current.mutate({ action: 'add', drawerId: 'dr1', userId: 'u-2' }));
    await waitFor(() =>
      expect(client.getQueryData<ListPage<{ users?: string[] }>>(key)?.items[0]?.users).toEqual([
        'u-1',
        'u-2',
      ]),
    );
    answerAdd();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('printer status: shown at once, then the record the server answers', async () => {
    const { wrapper: w, client } = wrapper();
    const key = printers.keys.list({ page: 1, pageSize: 10 });
    client.setQueryData(key, {
      items: [{ _id: 'p1', name: 'Reception', status: 'online' }],
      total: undefined,
      hasNextPage: false,
      page: 1,
      pageSize: 10,
    });
    let answer: () => void = () => {};
    server.use(
      mock.put('*/api/printer/:id/update-status', async ({ request }) => {
        const { status } = (await request.json()) as { status: string };
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          _id: 'p1',
          name: 'Reception',
          status,
          updatedAt: '2026-11-21T09:00:00.000Z',
        });
      }),
      mock.get('*/api/printer', () => new Promise<Response>(() => {})),
    );
    const { result } = renderHook(() => useUpdatePrinterStatus(), { wrapper: w });
    act(() => result.current.mutate({ id: 'p1', status: 'paper-out' }));
    const printer = () =>
      client.getQueryData<ListPage<{ status?: string; updatedAt?: string }>>(key)?.items[0];
    await waitFor(() => expect(printer()?.status).toBe('paper-out'));
    expect(printer()?.updatedAt).toBeUndefined();
    answer();
    await waitFor(() => expect(printer()?.updatedAt).toBe('2026-11-21T09:00:00.000Z'));
  });
});
