import { waitFor, within, screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { getName, reloadNames } from '@/api/names/name-store';
import { setBackend } from '@/api/backend';
import { runSignOutHooks } from '@/app/auth/sign-out-hooks';
import { db } from '@/mocks/db/tables';
import { literalHandlers } from '@/mocks/literal/backend';
import { results } from '@/api/resources/results';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { firstRows } from '../data-table/first-rows';
import { personName } from './person-name';
import { dataRows, namesShown, placeholders, renderResults } from './testing';

/**
 * Patients named on a page of results by a server that follows SPEC §7 and nothing more (the
 * contract-only backend): one `GET /api/customers/{id}` per patient, the only way it offers.
 */

/** Each `GET /api/customers/{id}`: its id, and the most in flight at once (held `ms` each). */
function watchReads(hold: () => Promise<unknown> = () => delay(5)) {
  const reads: string[] = [];
  let inFlight = 0;
  const seen = { most: 0 };
  server.use(
    // Answers nothing itself: the contract-only backend behind it answers once this resolves.
    http.get('*/api/customers/:id', async ({ params }) => {
      reads.push(String(params.id));
      seen.most = Math.max(seen.most, ++inFlight);
      await hold();
      inFlight--;
    }),
  );
  return { reads, seen };
}

/** The patient of each row, by its link to their page. */
const patientIds = () =>
  dataRows().map((row) => {
    const href = within(row).getByRole('link').getAttribute('href') ?? '';
    return decodeURIComponent(href.split('/').pop()!);
  });
/** Every name a page should show, row by row, from the backend's own data. */
const expectedNames = () => patientIds().map((id) => personName(db.customers.get(id)));

const KEY = 'clinic-admin.names';

beforeEach(() => {
  server.use(...literalHandlers);
  // As a deployment pointed at such a server: no batch lookup declared.
  setBackend({ lookups: {} });
});
afterEach(() => setBackend({}));

describe("a page's patients, named by a server that reads one patient at a time", () => {
  it('paints the rows at once, a placeholder in place of each name, then the names of the rows on screen in one update and the rest in one more, the pager untouched', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    watchReads(() => gate);
    renderResults();
    await waitFor(() => expect(dataRows()).toHaveLength(50));
    expect(placeholders()).toHaveLength(50);
    expect(namesShown()).toEqual([]);

    // Which rows show a name after each change of the table's cells.
    const named = () =>
      dataRows()
        .map((row, index) => (within(row).queryByRole('link') ? index : -1))
        .filter((index) => index >= 0)
        .join(' ');
    const states = new Set<string>();
    const observer = new MutationObserver(() => states.add(named()));
    observer.observe(screen.getByRole('table', { name: 'Results' }), {
      subtree: true,
      childList: true,
    });
    // The pager's line, painted with the rows, is not drawn again when the names come.
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent(/rows 1–50/);
    const pagerChanges: MutationRecord[] = [];
    const pagerObserver = new MutationObserver((changes) => pagerChanges.push(...changes));
    pagerObserver.observe(pager, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    open();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    observer.disconnect();
    pagerObserver.disconnect();
    expect(pagerChanges).toEqual([]);
    const all = dataRows()
      .map((_, index) => index)
      .join(' ');
    const partial = [...states].filter((state) => state !== '' && state !== all);
    // Never one name at a time: the rows the table's box shows first, all at once (with every
    // other row of the same patients), then the rest of the page at once.
    expect(partial.length).toBeLessThanOrEqual(1);
    if (partial[0] !== undefined) {
      const early = partial[0].split(' ').map(Number);
      for (let row = 0; row < firstRows(); row++) expect(early).toContain(row);
    }
    expect(placeholders()).toHaveLength(0);
    expect(namesShown()).toEqual(expectedNames());
  });

  it("reads the rows on screen first, and the next page's patients only once this page's are all read", async () => {
    // Reads wait until the test knows the page; then all answer but one of the page's last
    // patients', held until released.
    let go!: () => void;
    const known = new Promise<void>((resolve) => (go = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold: { id?: string } = {};
    const { reads } = watchReads(async () => {
      const id = reads.at(-1);
      await known;
      await (id === hold.id ? held : delay(5));
    });
    renderResults();
    await waitFor(() => expect(dataRows()).toHaveLength(50));
    const patientsOf = async (n: number) =>
      (await results.api.list({ page: n, pageSize: 50 })).items.flatMap((r) =>
        r.customerId ? [r.customerId] : [],
      );
    const page = await patientsOf(1);
    const onScreen = new Set(page.slice(0, firstRows()));
    const later = [...new Set(page)].filter((id) => !onScreen.has(id));
    expect(later.length).toBeGreaterThan(0);
    hold.id = later.at(-1);
    go();

    await waitFor(() => expect(new Set(reads)).toEqual(new Set(page)));
    // Every patient on screen was asked for before any of the rest of the page.
    const firstLater = Math.min(...later.map((id) => reads.indexOf(id)));
    for (const id of onScreen) expect(reads.indexOf(id)).toBeLessThan(firstLater);

    // While this page's last read is on its way, nothing of the next page is read.
    const nextOnly = [...new Set(await patientsOf(2))].filter((id) => !page.includes(id));
    expect(nextOnly.length).toBeGreaterThan(0);
    await delay(100);
    expect(reads.filter((id) => nextOnly.includes(id))).toEqual([]);
    expect(new Set(reads)).toEqual(new Set(page));

    release();
    await waitFor(() => expect(new Set(reads)).toEqual(new Set([...page, ...nextOnly])));
  });

  it('keeps at most four name reads in flight, and reads each patient once', async () => {
    const { reads, seen } = watchReads();
    renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    const patients = new Set(namesShown());
    // More patients than four on the page: the bound is what held them back.
    expect(patients.size).toBeGreaterThan(4);
    expect(seen.most).toBeLessThanOrEqual(4);
    expect(reads.length).toBe(new Set(reads).size);
  });

  it('reads a patient once per session: not again with a new query cache, nor after a reload', async () => {
    const { reads } = watchReads();
    const first = renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    const shown = namesShown();
    // The next page's are read ahead too, four at a time: wait for every one of them (as the
    // server lists them) before counting, however long the reads take on a loaded machine.
    const ahead = await results.api.list({ page: 2, pageSize: 50 });
    const wanted = new Set([
      ...patientIds(),
      ...ahead.items.flatMap((r) => (r.customerId ? [r.customerId] : [])),
    ]);
    await waitFor(() => expect(new Set(reads)).toEqual(wanted));
    const settled = reads.length;
    first.unmount();

    // Another screen, another query cache: the names are there at once.
    const again = renderResults();
    await waitFor(() => expect(dataRows()).toHaveLength(50));
    expect(placeholders()).toHaveLength(0);
    expect(namesShown()).toEqual(shown);
    again.unmount();

    // A reload: what is in memory is gone, the tab's session storage is read again.
    reloadNames();
    renderResults();
    await waitFor(() => expect(dataRows()).toHaveLength(50));
    expect(placeholders()).toHaveLength(0);
    expect(namesShown()).toEqual(shown);
    await delay(50);
    expect(reads).toHaveLength(settled);
  });
});

describe('the names kept for the session', () => {
  it('are cleared on sign-out, and a read answered after it keeps nothing', async () => {
    const first = renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    const id = patientIds()[0]!;
    first.unmount();
    expect(getName('customers', id)).toEqual(expect.any(String));
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain(id));

    runSignOutHooks();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(getName('customers', id)).toBeUndefined();

    // Reads on their way when the session ends: their answers are not kept for the next one.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { reads } = watchReads(() => gate);
    const { unmount } = renderResults();
    await waitFor(() => expect(reads.length).toBeGreaterThan(0));
    unmount();
    runSignOutHooks();
    open();
    await delay(50);
    for (const read of reads) expect(getName('customers', read)).toBeUndefined();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('belong to the session that read them: a tab where another one starts does not read them', async () => {
    const first = renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    first.unmount();
    await waitFor(() => expect(sessionStorage.getItem(KEY)).not.toBeNull());

    // Someone signs in again in this tab (another session), and the page reloads.
    storeSession({ expiresAt: Date.now() + 3_600_000 });
    reloadNames();
    const { reads } = watchReads();
    renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    // Each patient on the page was read again, for this session.
    expect(new Set(reads)).toEqual(new Set([...reads, ...patientIds()]));
    expect(new Set(patientIds()).size).toBeGreaterThan(1);
  });
});
