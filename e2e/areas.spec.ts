import type { Page } from '@playwright/test';
import {
  AREAS,
  applyFilter,
  expect,
  fillField,
  listOf,
  notification,
  pageSummary,
  rowNames,
  shownRows,
  type Area,
} from './support/areas';
import { accountMenuName, demoOnly, test } from './support/fixtures';

/**
 * Every data area's list screen, walked the same way: open it from the sidebar, page, filter,
 * sort, create, edit, delete (with and without Undo) and, where records keep documents, upload
 * one. Each test has a fresh browser context, so the demo data it changes (kept in the context's
 * local storage) is its own; it starts signed in (support/fixtures: `signedIn`).
 */
demoOnly('walks the seeded demo data of every area');

test.use({ signedIn: true });

// A delete waits out its undo window; a loaded machine makes the rest slower too.
test.describe.configure({ timeout: 60_000 });

// Row names carry dates and times: read them as a user in UTC with US English would.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** The undo window of a delete (5 s) and a second to spare. */
const UNDO_WINDOW_MS = 6_000;

async function open(page: Page, area: Area) {
  await page.goto(area.path);
  // A fresh context starts the demo backend and generates the area's seed first.
  await expect(listOf(page, area).heading).toBeVisible({ timeout: 20_000 });
  return shownRows(page, area);
}

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

for (const area of AREAS) {
  test.describe(area.name, () => {
    test('opens from the sidebar, pages, filters and sorts', async ({ page }) => {
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
      expect(await shownRows(page, area)).toHaveLength(Math.min(area.seeded, 25));

      // Paging: the footer says where we are, the URL holds the page.
      const size = area.pageSize ?? 25;
      if (area.pageSize) {
        await list.pager
          .getByRole('combobox', { name: 'Rows per page' })
          .selectOption(String(size));
        await expect(page).toHaveURL(new RegExp(`[?&]size=${size}\\b`));
        await expect(list.rows).toHaveCount(size);
      }
      const firstPage = await shownRows(page, area);
      await expect(list.pager).toContainText(pageSummary(area, 1));
      const next = list.pager.getByRole('button', { name: 'Next', exact: true });
      const previous = list.pager.getByRole('button', { name: 'Previous', exact: true });
      await expect(previous).toBeDisabled();
      if (area.seeded > size) {
        await next.click();
        await expect(page).toHaveURL(/[?&]page=2\b/);
        await expect(list.pager).toContainText(pageSummary(area, 2));
        const secondPage = await shownRows(page, area);
        expect(firstPage).not.toContain(secondPage[0]);
        await previous.click();
        await expect(page).not.toHaveURL(/[?&]page=/);
        await expect(list.pager).toContainText(pageSummary(area, 1));
        expect(await shownRows(page, area)).toEqual(firstPage);
      } else {
        await expect(next).toBeDisabled();
      }

      // Filtering: the server's answer, named in the URL; clearing brings the list back.
      const { filter } = area;
      await applyFilter(page, filter);
      for (const [key, value] of Object.entries(filter.query))
        await expect.poll(() => searchOf(page)[key]).toBe(value);
      await expect(list.row(filter.shows)).toBeVisible();
      if (filter.count !== undefined) await expect(list.rows).toHaveCount(filter.count);
      if (filter.each) {
        const each = new RegExp(escapeRegExp(filter.each), 'i');
        for (const row of await list.rows.all()) await expect(row).toContainText(each);
      }
      await list.filters.getByRole('button', { name: 'Clear filters' }).click();
      for (const key of Object.keys(filter.query))
        await expect.poll(() => searchOf(page)[key]).toBeUndefined();
      await expect(list.rows).toHaveCount(Math.min(area.seeded, size));
      expect(await shownRows(page, area)).toEqual(firstPage);

      // Sorting: by the server where it sorts, else within the page, which the screen says.
      const header = list.table.getByRole('columnheader', { name: area.sort.column, exact: true });
      const withinPage = page.getByText('Sorting applies within this page only.');
      const { server } = area.sort;
      if (server) {
        /** The direction the header announces is the URL's and the server's. */
        const sortedAs = async () => {
          await expect(header).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
          const dir = (await header.getAttribute('aria-sort')) === 'ascending' ? 'asc' : 'desc';
          await expect.poll(() => searchOf(page)).toMatchObject({ sort: area.sort.key, dir });
          await expect(list.table).toHaveAttribute('aria-busy', 'false');
          // The first rows are the first of the whole list, not of the page shown before.
          for (const [i, text] of server[dir].entries())
            await expect(list.rows.nth(i)).toContainText(text);
          return dir;
        };
        // Which way comes first: see the test below. The second click turns the order round.
        await header.getByRole('button').click();
        const firstWay = await sortedAs();
        await header.getByRole('button').click();
        await expect(header).toHaveAttribute(
          'aria-sort',
          firstWay === 'asc' ? 'descending' : 'ascending',
        );
        await sortedAs();
        await expect(withinPage).toHaveCount(0);
      } else {
        await expect(withinPage).toHaveCount(0);
        await header.getByRole('button').click();
        await expect(header).toHaveAttribute('aria-sort', 'ascending');
        await expect(withinPage).toBeVisible();
        await expect.poll(() => searchOf(page)).toMatchObject({ sort: area.sort.key, dir: 'asc' });
        const sorted = await rowNames(list.rows);
        expect(sorted[0]).toBe(area.sort.first);
        // The same rows in another order: nothing came from another page.
        expect([...sorted].sort()).toEqual([...firstPage].sort());
        expect(sorted).not.toEqual(firstPage);
      }
    });

    if (area.sort.server) {
      const { server } = area.sort;
      // Guards a fixed bug (shared data table, table-model.ts): a server-sorted column has no
      // `sortValue`, and TanStack's automatic first direction then started it descending.
      test('sorts a text column A to Z on its first click', async ({ page }) => {
        const list = listOf(page, area);
        await open(page, area);
        const header = list.table.getByRole('columnheader', {
          name: area.sort.column,
          exact: true,
        });
        await header.getByRole('button').click();
        await expect(header).toHaveAttribute('aria-sort', 'ascending');
        await expect(list.rows.first()).toContainText(server.asc[0]!);
      });
    }

    test('creates a record that the list then finds', async ({ page }) => {
      const list = listOf(page, area);
      await open(page, area);
      await list.newButton.click();
      const drawer = page.getByRole('dialog', { name: area.newButton });
      await expect(drawer).toBeVisible();
      await expect(page).toHaveURL(/[?&]edit=new\b/);

      for (const field of area.create.fields) await fillField(page, drawer, field);
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();

      await expect(notification(page, area.saved)).toBeVisible();
      await expect(drawer).toBeHidden();
      await expect(page).not.toHaveURL(/[?&]edit=/);
      await applyFilter(page, area.create.find);
      await expect(list.row(area.create.shows)).toBeVisible();
      await expect(list.rows).toHaveCount(1);
    });

    const editTitle = area.documents
      ? 'edits a record and uploads a document in its drawer'
      : 'edits a record in its drawer';
    test(editTitle, async ({ page }) => {
      const list = listOf(page, area);
      const [name = ''] = await open(page, area);
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

      if (area.documents) {
        // The drop zone's file input, which its "Choose files" button opens (by label: the
        // input is announced as a second "Choose files" button, see the report).
        const panel = drawer.getByRole('group', { name: `Add documents for ${name}` });
        await panel.getByLabel('Choose files', { exact: true }).setInputFiles({
          name: 'e2e-note.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Sample received at 08:15, label checked.\n'),
        });
        // A bar while it goes up (a few hundred ms on the demo backend), then the outcome.
        const uploads = drawer.getByRole('list', { name: 'Uploads' });
        await expect(uploads.getByRole('listitem')).toContainText('e2e-note.txt');
        await expect(uploads.getByRole('status')).toHaveText('e2e-note.txt uploaded.');
        await expect(note).toBeVisible();
      }

      await fillField(page, drawer, area.edit.fill);
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();

      await expect(notification(page, area.saved)).toBeVisible();
      await expect(drawer).toBeHidden();
      await expect(row).toContainText(area.edit.shows);
      // The server has it all: after a reload the row shows the change, the record its file.
      await page.reload();
      await shownRows(page, area);
      await expect(row).toContainText(area.edit.shows);
      if (area.documents) {
        await editButton.click();
        await expect(drawer).toBeVisible();
        await expect(note).toBeVisible();
      }
    });

    test('deletes a row after the undo window, and Undo keeps another', async ({ page }) => {
      const list = listOf(page, area);
      const deletes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'DELETE') deletes.push(request.url());
      });
      // The page's clock runs as usual, and jumps the undo window instead of waiting it out.
      await page.clock.install();
      const [kept = '', gone = ''] = await open(page, area);

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
}
