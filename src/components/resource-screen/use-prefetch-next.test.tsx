import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setBackend } from '@/api/backend';
import { results } from '@/api/resources/results';
import { literalHandlers } from '@/mocks/literal/backend';
import { server } from '@/mocks/node';
import { dataRows, namesShown, placeholders, renderResults } from '../references/testing';

/**
 * The next page on a server that names patients one request at a time (the contract-only
 * backend), as someone paging through meets it: its rows must be fetched while this page's names
 * are still on their way, and its names before the click, so "Next" shows a page that is already
 * here.
 */

/** Every GET the table makes, by path and query; names held until `release`. */
function watch() {
  const asked: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    // Answer nothing themselves: the contract-only backend behind them answers.
    http.get('*/api/customers/:id', async ({ request }) => {
      asked.push(new URL(request.url).pathname);
      await held;
    }),
    http.get('*/api/results', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
    }),
  );
  return { asked, release };
}

/** As the app's cache keeps them (app/query-client.ts): a page fetched ahead is fresh when shown. */
const appClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
const PAGE_2 = { page: 2, pageSize: 50, filters: {} };
const firstTest = () => within(dataRows()[0]!).getAllByRole('cell')[0]?.textContent;

beforeEach(() => {
  server.use(...literalHandlers);
  setBackend({ lookups: {} });
});
afterEach(() => setBackend({}));

describe('the next page of a list', () => {
  it('is all in the cache before the click: "Next" asks for nothing and shows every name', async () => {
    const { asked, release } = watch();
    const client = appClient();
    renderResults(client);
    // Patience, not a threshold: a file's first render pays for jsdom's and Mantine's start.
    await waitFor(() => expect(dataRows()).toHaveLength(50), { timeout: 20_000 });
    release();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    // The next page's rows, then (this page's names all in) its patients' names.
    const next = await results.api.list(PAGE_2);
    const patients = new Set(next.items.flatMap((r) => (r.customerId ? [r.customerId] : [])));
    await waitFor(() =>
      expect(asked.filter((path) => path.startsWith('/api/customers/'))).toEqual(
        expect.arrayContaining([...patients].map((id) => `/api/customers/${id}`)),
      ),
    );
    const before = asked.length;
    const shown = firstTest();
    // Whether page 2's rows were ever drawn waiting for a name.
    let waited = false;
    const observer = new MutationObserver(() => {
      if (firstTest() !== shown && placeholders().length > 0) waited = true;
    });
    observer.observe(screen.getByRole('table', { name: 'Results' }), {
      subtree: true,
      childList: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The rows the table's box shows first, then the rest of the page.
    await waitFor(() => {
      expect(firstTest()).not.toBe(shown);
      expect(dataRows()).toHaveLength(50);
    });
    observer.disconnect();
    expect(waited).toBe(false);
    expect(namesShown()).toHaveLength(50);
    // Nothing of page 2 was asked for on the click (page 3 may be, ahead).
    const afterClick = asked.slice(before);
    expect(afterClick.filter((path) => path.includes('skip=50'))).toEqual([]);
    expect(afterClick.filter((path) => patients.has(path.split('/').pop() ?? ''))).toEqual([]);
  });

  it("is fetched while this page's names are still on their way", async () => {
    const { asked, release } = watch();
    const client = appClient();
    renderResults(client);
    await waitFor(() => expect(dataRows().length, asked.join(' ')).toBeGreaterThan(0));
    // Not one of this page's names has come, and the next page's rows are already here.
    await waitFor(() =>
      expect(client.getQueryData(results.queries.list(PAGE_2).queryKey)).toBeDefined(),
    );
    expect(namesShown()).toEqual([]);
    expect(asked.some((path) => path.startsWith('/api/customers/'))).toBe(true);
    release();
  });
});
