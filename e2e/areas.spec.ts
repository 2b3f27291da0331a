import type { Locator, Page } from '@playwright/test';
import { SET_SIZE } from './support/area-kit';
import {
  AREAS,
  applyFilter,
  expect,
  fillField,
  listOf,
  makeRefs,
  makeSet,
  notification,
  pageSummary,
  rowNames,
  shownRows,
  type Area,
  type Own,
} from './support/areas';
import { accountMenuName, isExternal, test } from './support/fixtures';
import type { TestClinic } from './support/records';

/**
 * The data areas' list screens, on records of the test's own. Every area is one declaration
 * (`defineScreen`) on one generic screen, so the generic flows are walked here on two areas
 * that between them take every branch: patients (the server counts, the page sorts, documents)
 * and appointments (no total, the server sorts). Each other area's own declaration (its path,
 * columns, filters, sort and form) is proved in jsdom against the demo backend
 * (src/features/area-screens.test.tsx), and against a server by one short flow of its own
 * (create, find, edit, delete), which only a staging run runs: there the server is not ours.
 * Each test starts signed in (support/fixtures: `signedIn`); its records go when it ends.
 */
test.use({ signedIn: true });

/** The areas every generic flow is walked on (support/area-people.ts). */
const WALKED = ['patients', 'appointments'];
const walked = AREAS.filter((area) => WALKED.includes(area.name));

// Row names carry dates and times: read them as a user in UTC with US English would.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** The undo window of a delete (5 s) and a second to spare. */
const UNDO_WINDOW_MS = 6_000;

/**
 * The URL's search parameters, as a plain object. The router writes a text that reads as JSON
 * (`true`, `12`) in JSON quotes (`isFinal="true"`) so it comes back as text: read it as such.
 */
const searchOf = (page: Page) =>
  Object.fromEntries(
    [...new URL(page.url()).searchParams].map(([key, value]) => [
      key,
      /^".*"$/.test(value) ? (JSON.parse(value) as string) : value,
    ]),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The test's word and references, and `count` records of the area's set. */
async function own(clinic: TestClinic, area: Area, count: number) {
  const set: Own = { mark: clinic.unique(), refs: await makeRefs(clinic, area) };
  const records = await makeSet(clinic, area, set, count);
  return { set, records, names: records.map(area.rowName) };
}

/** Opens the area's list showing the set alone, as the URL of its filter. */
async function openSet(page: Page, area: Area, set: Own) {
  const query = new URLSearchParams(area.find(set).query);
  await page.goto(`${area.path}?${query}`);
  // A fresh context starts the app (on the demo, its backend) first.
  await expect(listOf(page, area).heading).toBeVisible({ timeout: 20_000 });
  return shownRows(page, area);
}

/** Uploads a small text file in a record's drawer, and waits for it to be listed there. */
async function uploadNote(drawer: Locator, name: string) {
  // The drop zone's file input, which its "Choose files" button opens (by label: the input is
  // announced as a second "Choose files" button, see the report).
  const panel = drawer.getByRole('group', { name: `Add documents for ${name}` });
  await panel.getByLabel('Choose files', { exact: true }).setInputFiles({
    name: 'e2e-note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Sample received at 08:15, label checked.\n'),
  });
  // A bar while it goes up, then the outcome, and the file among the record's documents.
  const uploads = drawer.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem')).toContainText('e2e-note.txt');
  await expect(uploads.getByRole('status')).toHaveText('e2e-note.txt uploaded.');
  await expect(
    drawer
      .getByRole('table', { name: /^Documents of / })
      .getByRole('rowheader', { name: /e2e-note\.txt$/ }),
  ).toBeVisible();
}

/** The set's row names in the order of its sort column, ascending or descending. */
function ordered(area: Area, records: Record<string, unknown>[], dir: 'asc' | 'desc') {
  const sorted = [...records].sort((a, b) => {
    const [x, y] = [area.sort.value(a), area.sort.value(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return (dir === 'asc' ? sorted : sorted.reverse()).map(area.rowName);
}

const [patients, appointments] = walked as [Area, Area];

for (const area of walked) {
  test.describe(area.name, () => {
    test('opens from the sidebar, finds, sorts, pages and narrows @server', async ({
      page,
      clinic,
    }) => {
      const { set, records, names } = await own(clinic, area, SET_SIZE);
      const list = listOf(page, area);
      // From another screen (the printers': none of these areas; the home screen's dashboard
      // would load charts and a day of figures for nothing here).
      await page.goto('/printers');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: area.nav, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${area.path}$`));
      await expect(list.heading).toBeVisible({ timeout: 20_000 });
      expect((await shownRows(page, area)).length).toBeGreaterThan(0);

      // Finding: the server's answer, named in the URL: the test's records and no other.
      const find = area.find(set);
      await applyFilter(page, find);
      for (const [key, value] of Object.entries(find.query))
        await expect.poll(() => searchOf(page)[key]).toBe(value);
      await expect(list.rows).toHaveCount(SET_SIZE);
      const unsorted = await shownRows(page, area);
      expect([...unsorted].sort()).toEqual([...names].sort());

      // Sorting: by the server where it sorts, else within the page, which the screen says.
      const header = list.table.getByRole('columnheader', { name: area.sort.column, exact: true });
      const withinPage = page.getByText('Sorting applies within this page only.');
      await expect(withinPage).toHaveCount(0);
      /** The direction the header announces is the URL's, and the rows are in that order. */
      const sortedAs = async () => {
        await expect(header).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
        const dir = (await header.getAttribute('aria-sort')) === 'ascending' ? 'asc' : 'desc';
        await expect.poll(() => searchOf(page)).toMatchObject({ sort: area.sort.key, dir });
        await expect(list.table).toHaveAttribute('aria-busy', 'false');
        await expect.poll(() => rowNames(list.rows)).toEqual(ordered(area, records, dir));
        return dir;
      };
      await header.getByRole('button').click();
      const firstWay = await sortedAs();
      if (!area.sort.server) {
        expect(firstWay).toBe('asc');
        await expect(withinPage).toBeVisible();
      }
      await header.getByRole('button').click();
      expect(await sortedAs()).toBe(firstWay === 'asc' ? 'desc' : 'asc');
      if (area.sort.server) await expect(withinPage).toHaveCount(0);

      // Paging: the footer says where we are, the URL holds the page.
      await list.pager.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
      await expect(page).toHaveURL(/[?&]size=10\b/);
      await expect(list.rows).toHaveCount(10);
      const firstPage = await shownRows(page, area);
      await expect(list.pager).toContainText(pageSummary(area, SET_SIZE, 1, 10));
      const next = list.pager.getByRole('button', { name: 'Next', exact: true });
      const previous = list.pager.getByRole('button', { name: 'Previous', exact: true });
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2\b/);
      await expect(list.pager).toContainText(pageSummary(area, SET_SIZE, 2, 10));
      await expect(list.rows).toHaveCount(SET_SIZE - 10);
      expect(firstPage).not.toContain((await shownRows(page, area))[0]);
      await expect(next).toBeDisabled();
      await previous.click();
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(list.pager).toContainText(pageSummary(area, SET_SIZE, 1, 10));
      expect(await shownRows(page, area)).toEqual(firstPage);

      // Narrowing: a second filter within the set; clearing takes both off. A server that finds
      // the word inside others ("male" in "female") is caught and said, never believed.
      const { narrow } = area;
      if (narrow) {
        await applyFilter(page, narrow);
        for (const [key, value] of Object.entries(narrow.query))
          await expect.poll(() => searchOf(page)[key]).toBe(value);
        const kept = records.filter(narrow.keeps).map(area.rowName).sort();
        const ignored = page
          .getByRole('status')
          .filter({ hasText: `The server ignored the filter on ${narrow.column}` });
        const narrowed = async () =>
          JSON.stringify((await rowNames(list.rows)).sort()) === JSON.stringify(kept);
        await expect.poll(async () => (await ignored.isVisible()) || narrowed()).toBe(true);
        if (await ignored.isVisible()) {
          await expect(ignored).toHaveText(
            `The server ignored the filter on ${narrow.column}: what is shown is not filtered by it.`,
          );
          await expect(list.pager).toContainText('not filtered');
        } else {
          expect((await rowNames(list.rows)).sort()).toEqual(kept);
          const each = new RegExp(escapeRegExp(narrow.each), 'i');
          for (const row of await list.rows.all()) await expect(row).toContainText(each);
        }
      }
      await list.filters.getByRole('button', { name: 'Clear filters' }).click();
      for (const key of Object.keys({ ...find.query, ...narrow?.query }))
        await expect.poll(() => searchOf(page)[key]).toBeUndefined();
    });
  });
}

test.describe(patients.name, () => {
  const area = patients;
  test('edits a record and uploads a document in its drawer', async ({ page, clinic }) => {
    const { set, names } = await own(clinic, area, 1);
    const list = listOf(page, area);
    const [name = ''] = await openSet(page, area, set);
    expect(name).toBe(names[0]);
    // Found by position: a change may rename the row (an appointment is named by its reason).
    const row = list.rows.first();
    const editButton = row.getByRole('button', { name: /^Edit / });
    await expect(editButton).toHaveAccessibleName(`Edit ${name}`);
    await editButton.click();
    const drawer = page.getByRole('dialog', { name: area.editTitle });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/[?&]edit=/);
    const files = drawer.getByRole('table', { name: /^Documents of / });
    const note = files.getByRole('rowheader', { name: /e2e-note\.txt$/ });

    await uploadNote(drawer, name);
    await expect(note).toBeVisible();

    await fillField(page, drawer, area.edit.fill);
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(notification(page, area.saved)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row).toContainText(area.edit.shows);
    // The server has it all: after a reload the row shows the change, the record its file.
    await page.reload();
    await shownRows(page, area);
    await expect(row).toContainText(area.edit.shows);
    await editButton.click();
    await expect(drawer).toBeVisible();
    await expect(note).toBeVisible();
  });
});

test.describe(appointments.name, () => {
  const area = appointments;
  test('deletes a row after the undo window, and Undo keeps another', async ({ page, clinic }) => {
    const { set, names } = await own(clinic, area, 2);
    const list = listOf(page, area);
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    // The page's clock runs as usual, and jumps the undo window instead of waiting it out.
    await page.clock.install();
    const shown = await openSet(page, area, set);
    expect([...shown].sort()).toEqual([...names].sort());
    const [kept = '', gone = ''] = shown;

    const remove = async (name: string) => {
      await list
        .row(name)
        .getByRole('button', { name: `Delete ${name}`, exact: true })
        .click();
      const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(list.row(name)).toHaveCount(0);
      return notification(page, `${name} deleted`);
    };

    // Undo: the row comes back at once and nothing is sent.
    const undoNotice = await remove(kept);
    await expect(undoNotice).toContainText(/Deleting in \d s/);
    await undoNotice.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(list.row(kept)).toBeVisible();
    await expect(undoNotice).toBeHidden();

    // No Undo: the row stays gone, and the DELETE goes out when the window closes.
    const sent = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await remove(gone);
    expect(deletes).toHaveLength(0);
    await page.clock.fastForward(UNDO_WINDOW_MS);
    expect((await sent).ok()).toBe(true);
    // The undone delete's window is over too, and still nothing went out for it.
    expect(deletes).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('button', { name: accountMenuName() })).toBeVisible();
    const after = await shownRows(page, area);
    expect(after).toContain(kept);
    expect(after).not.toContain(gone);
    expect(deletes).toHaveLength(1);
  });
});

/*
 * One short flow per area: what the server is sent and answers for each area's records (the
 * form's body, the column filter that finds them, the update, its upload call where records keep
 * documents, the delete). On the demo only the walked areas run it; the others' declarations are
 * proved in jsdom. On a server, the others' flows are `@exacting` (support/selection.ts): what
 * only an exacting server can refuse of an area (its whole record in a PUT, its exact filter).
 */
for (const area of AREAS.filter((area) => isExternal || WALKED.includes(area.name))) {
  test.describe(area.name, () => {
    const tags = WALKED.includes(area.name) ? '@server' : '@server @exacting';
    const title = area.documents
      ? `creates, finds, edits (a document uploaded) and deletes a record ${tags}`
      : `creates, finds, edits and deletes a record ${tags}`;
    test(title, async ({ page, clinic }) => {
      const list = listOf(page, area);
      // The page's clock runs as usual, and jumps the undo window instead of waiting it out.
      await page.clock.install();
      await page.goto(area.path);
      await expect(list.heading).toBeVisible({ timeout: 20_000 });
      // Its references are made with the list open, as another user adds them meanwhile: the
      // form's pickers read their lists again as the form opens, so they are offered. On the
      // demo they are made through this page, which spares the test a start of the app, once
      // its backend has answered the list (before that, the maker opens a page of its own:
      // support/api.ts, pageTransport).
      await expect(list.table).toHaveAttribute('aria-busy', 'false');
      const set: Own = { mark: clinic.unique(), refs: await makeRefs(clinic, area) };
      const find = area.create.find(set);
      // Made through the form: removed by the id its answer carries (support/fixtures), else by
      // the test's word it holds (support/clinic: `owned`), should the test stop early.
      if (find.query) clinic.owned(area.resource, find.query);

      await list.newButton.click();
      const drawer = page.getByRole('dialog', { name: area.newButton });
      await expect(page).toHaveURL(/[?&]edit=new\b/);
      for (const field of area.create.fields(set)) await fillField(page, drawer, field);
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(notification(page, area.saved)).toBeVisible();
      await expect(drawer).toBeHidden();
      await expect(page).not.toHaveURL(/[?&]edit=/);

      // Found by the column filter the server applies: the new record, and it alone.
      await applyFilter(page, find);
      const created = area.create.shows(set);
      await expect(list.row(created)).toBeVisible();
      await expect(list.rows).toHaveCount(1);

      await list
        .row(created)
        .getByRole('button', { name: `Edit ${created}`, exact: true })
        .click();
      const editor = page.getByRole('dialog', { name: area.editTitle });
      await expect(editor).toBeVisible();
      // Where its records keep documents, one goes up to the area's own upload call.
      if (area.documents) await uploadNote(editor, created);
      await fillField(page, editor, area.edit.fill);
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      // Closed once the server took it (a refusal keeps it open, with the reason): the create's
      // notice may still be on screen, so the drawer says it, not a second notice.
      await expect(editor).toBeHidden();
      await expect(list.rows.first()).toContainText(area.edit.shows);

      // The row's name after the change (an appointment is named by its reason and time).
      const [name = ''] = await shownRows(page, area);
      const sent = page.waitForResponse((response) => response.request().method() === 'DELETE');
      await list
        .row(name)
        .getByRole('button', { name: `Delete ${name}`, exact: true })
        .click();
      const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(list.row(name)).toHaveCount(0);
      await page.clock.fastForward(UNDO_WINDOW_MS);
      const deleted = await sent;
      expect(deleted.ok()).toBe(true);
      // The server no longer holds it: asked by its id (a server may ignore a filter that finds
      // nothing, and answer every record).
      const id = decodeURIComponent(new URL(deleted.url()).pathname.split('/').pop() ?? '');
      expect(await clinic.holds(area.resource, id)).toBe(false);
    });
  });
}
