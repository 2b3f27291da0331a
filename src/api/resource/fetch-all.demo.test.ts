import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import { customers } from '../resources/customers';
import { doctors } from '../resources/doctors';
import { paymentApi } from '../resources/payments';
import type { FetchAllProgress } from './fetch-all';

/** Both fetch-all strategies through HTTP against the seeded demo backend (msw/node). */
describe('fetch-all against the demo backend', () => {
  beforeEach(() => storeSession());

  it('customers (a count comes back): the first page, then the other 39 pages of 50, every patient once', async () => {
    const requests = recordRequests();
    const progress: FetchAllProgress[] = [];
    const all = await customers.api.all({}, { onProgress: (p) => progress.push(p) });

    expect(all).toHaveLength(2000);
    expect(new Set(all.map((c) => c._id)).size).toBe(2000);
    const skips = requests.map((r) => new URL(r.url).searchParams.get('skip'));
    expect(requests.every((r) => new URL(r.url).searchParams.get('limit') === '50')).toBe(true);
    expect(new Set(skips)).toEqual(new Set(Array.from({ length: 40 }, (_, i) => String(i * 50))));
    expect(progress[0]).toEqual({ loaded: 50, total: 2000 });
    expect(progress.at(-1)).toEqual({ loaded: 2000, total: 2000 });
  });

  it('doctors (a bare array): pages of 50 until a page comes back short', async () => {
    const requests = recordRequests();
    const all = await doctors.api.all();
    expect(all).toHaveLength(60);
    expect(requests.map((r) => new URL(r.url).searchParams.get('skip'))).toEqual(['0', '50']);
  });

  it('passes the filters on every page', async () => {
    const requests = recordRequests();
    const women = await customers.api.all({ sex: 'female' });
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((c) => c.sex === 'female')).toBe(true);
    expect(requests.every((r) => new URL(r.url).searchParams.get('sex') === 'female')).toBe(true);
  });
});

describe('payment methods (SPEC §9: loop while exactly 50 come back)', () => {
  beforeEach(() => storeSession());

  it('asks for the next 50 while a full page comes back', async () => {
    const method = (i: number) => ({ _id: `m-${i}`, code: `m${i}`, name: `Method ${i}` });
    server.use(
      mock.get('*/api/payment/payment-method', ({ request }) => {
        const skip = Number(new URL(request.url).searchParams.get('skip'));
        const size = skip < 100 ? 50 : 7;
        return HttpResponse.json(Array.from({ length: size }, (_, i) => method(skip + i)));
      }),
    );
    const requests = recordRequests();
    const methods = await paymentApi.methods();
    expect(methods).toHaveLength(107);
    expect(requests.map((r) => new URL(r.url).searchParams.get('skip'))).toEqual([
      '0',
      '50',
      '100',
    ]);
  });
});
