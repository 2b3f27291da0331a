import { http, HttpResponse } from 'msw';
import { savedViewsSchema, type SavedView } from '@/api/saved-views';
import { persistedTable } from '../db/persist';
import { authenticate, latency, readBody } from '../respond';

/** One user's views of one table, as the server keeps them. */
interface Kept {
  userId: string;
  tableId: string;
  views: SavedView[];
}

/** `clinic-admin.demo.savedViews`: the demo server's place, not the app's own local store. */
const kept = persistedTable<Kept>('savedViews', () => []);
const mine = (userId: string, tableId: string) => (row: Kept) =>
  row.userId === userId && row.tableId === tableId;

/** The `savedViews` extension (api/saved-views.ts): the signed-in user's views, per table. */
export const savedViewHandlers = [
  http.get<{ table: string }>('*/api/saved-views/:table', async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    return HttpResponse.json({ views: kept.find(mine(auth.userId, params.table))?.views ?? [] });
  }),

  http.put<{ table: string }>('*/api/saved-views/:table', async ({ request, params }) => {
    await latency();
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request, savedViewsSchema);
    if (!body.ok) return body.response;
    const { views } = body.data;
    if (kept.find(mine(auth.userId, params.table)))
      kept.update(mine(auth.userId, params.table), { views });
    else kept.insert({ userId: auth.userId, tableId: params.table, views });
    return HttpResponse.json({ views });
  }),
];
