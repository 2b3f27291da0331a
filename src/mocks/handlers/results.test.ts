import { resultFlag } from '@/domain/lab-flags';
import { storeSession } from '@/test/session';
import { db } from '../db/tables';
import { callJson } from '../testing';

type Page = { data: { value?: string; range?: string; sampledAt: string }[]; count: number };
const flagOf = (r: { value?: string | null; range?: string }) => resultFlag(r.value, r.range);

beforeEach(() => storeSession());

describe('results: the flag filter', () => {
  it('lists results outside their own range, high or low, and counts them all', async () => {
    const outside = db.results.all().filter((r) => ['high', 'low'].includes(flagOf(r) ?? ''));
    const { body } = await callJson<Page>('/api/results?flag=out&limit=50');
    expect(body.count).toBe(outside.length);
    expect(body.data).toHaveLength(50);
    expect(body.data.every((r) => ['high', 'low'].includes(flagOf(r) ?? ''))).toBe(true);
  });

  it('narrows to one side, joins the other filters, and matches nothing it does not know', async () => {
    const high = await callJson<Page>('/api/results?flag=high&limit=20');
    expect(high.body.data.every((r) => flagOf(r) === 'high')).toBe(true);
    const day = '2026-11-20';
    const today = await callJson<Page>(
      `/api/results?flag=out&sampledAtFrom=${day}&sampledAtTo=${day}`,
    );
    expect(today.body.count).toBeGreaterThan(0);
    expect(today.body.data.every((r) => r.sampledAt.startsWith(day))).toBe(true);
    expect((await callJson<Page>('/api/results?flag=sideways')).body.count).toBe(0);
  });
});
