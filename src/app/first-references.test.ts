import { QueryClient } from '@tanstack/react-query';
import { referenceQuery, type ReferenceList } from '@/components/references/references';
import { area as examinations } from '@/api/resources/medical-examinations';
import { area as statuses } from '@/api/resources/examination-statuses';
import { area as results } from '@/api/resources/results';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { prefetchFirstReferences } from './first-references';
import { LIST_SCREENS, type ListRoute, type ListScreenFacts } from './list-screens';
import { declaredScreens, type DeclaredScreen } from '@/test/screens';

const LISTS = [
  'doctors',
  'examinations',
  'statuses',
  'insurers',
  'groups',
  'currencies',
] as const satisfies readonly ReferenceList[];

/** The reference lists a screen's first rows wait for: its shown columns' `meta.awaits`. */
const awaitedLists = (screen: DeclaredScreen) =>
  LISTS.filter((list) =>
    screen.columns.some(
      (column) =>
        !column.hiddenByDefault &&
        JSON.stringify(column.meta?.awaits?.queryKey) ===
          JSON.stringify(referenceQuery(list).queryKey),
    ),
  );

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the reference lists read as the main area starts', () => {
  it.each(Object.keys(LIST_SCREENS) as ListRoute[])(
    'on %s, are those its first rows wait for',
    async (path) => {
      const facts: ListScreenFacts = LIST_SCREENS[path]!;
      const screen = (await declaredScreens()).get(facts.id);
      expect(screen).toBeDefined();
      expect([...(facts.references ?? [])].sort()).toEqual(awaitedLists(screen!).sort());
    },
  );

  it('on /results, are asked for before the screen’s code, and its loader asks them no second time', async () => {
    storeSession();
    const requests = recordRequests();
    const queries = client();
    await prefetchFirstReferences(queries, '/results/');
    const asked = (path: string) => requestsTo(requests, `/${path}`).length;
    // Read whole: every page of the tests' list, the statuses' one.
    expect(asked(examinations.api)).toBeGreaterThan(0);
    expect(asked(statuses.api)).toBeGreaterThan(0);
    const before = requests.length;

    const screen = (await declaredScreens()).get(LIST_SCREENS['/results']!.id);
    screen?.load(queries, {}, 'enter');
    await vi.waitFor(() => expect(requestsTo(requests, `/${results.api}`)).toHaveLength(1));
    expect(requests.slice(before).map((r) => new URL(r.url).pathname)).toEqual([`/${results.api}`]);
  });

  it('asks nothing on a screen that is no list, or whose rows wait for no such list', async () => {
    storeSession();
    const requests = recordRequests();
    await prefetchFirstReferences(client(), '/');
    await prefetchFirstReferences(client(), '/patients/p-0001');
    await prefetchFirstReferences(client(), '/login');
    expect(requests).toEqual([]);
  });
});
