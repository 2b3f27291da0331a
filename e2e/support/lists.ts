import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { account, accountMenuName, loginForm, openSignedIn, submitLogin } from './fixtures';

/**
 * Helpers for the list screens (data table, filters, pager). Everything is found by role and
 * accessible name; cell texts are read by the column's header, never by CSS class.
 */

/**
 * `expect` for the list specs: the demo backend answers from inside the page, behind 300 ms of
 * simulated latency, and a busy machine (two browsers building 20,000-row tables) stretches
 * that; 15 s instead of the suite's 7 s before a wait counts as failed.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * How long a page start may take: each one builds the demo backend's tables (20,000 results)
 * in the browser, which takes seconds on a busy machine. Used after every goto and reload.
 */
export const START_TIMEOUT = 20_000;

/**
 * Signs in on the way to `path`: a guarded page sends to the sign-in page, which comes back to
 * it (path and query) once signed in.
 */
export async function signInAt(page: Page, path = '/') {
  await page.goto(path);
  await expect(loginForm(page).submit).toBeVisible({ timeout: START_TIMEOUT });
  await submitLogin(page, account.phone, account.password);
  await expect(page.getByRole('button', { name: accountMenuName() })).toBeVisible({
    timeout: START_TIMEOUT,
  });
}

/** Opens `path` in a test that starts signed in (`test.use({ signedIn: true })`). */
export const openAt = (page: Page, path = '/') =>
  openSignedIn(page, path, { timeout: START_TIMEOUT });

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
export const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** The table's footer ("Pages"): summary, rows per page, previous and next. */
export function pager(scope: Page | Locator) {
  const nav = scope.getByRole('navigation', { name: 'Pages' });
  return {
    nav,
    summary: nav.getByText(/^Page \d/),
    size: nav.getByRole('combobox', { name: 'Rows per page' }),
    previous: nav.getByRole('button', { name: 'Previous' }),
    next: nav.getByRole('button', { name: 'Next' }),
  };
}

/** The data rows (the body's rows; the header row and the loading skeleton are left out). */
export const dataRows = (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row');

/** Waits until the rows on screen are the current view's, not the previous one kept while loading. */
export async function settled(table: Locator) {
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

/** The total of a summary such as "Page 1 of 400 · rows 1–50 of 20,000". */
export async function totalOf(summary: Locator): Promise<number> {
  const text = (await summary.textContent()) ?? '';
  const match = text.match(/ of ([\d,]+)$/);
  if (!match) throw new Error(`no total in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function columnIndex(table: Locator, header: string): Promise<number> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map(squash);
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column "${header}" among ${JSON.stringify(headers)}`);
  return index;
}

/**
 * The text of one column in every data row, in row order: the texts of the cell's innermost
 * elements joined by spaces ("3.3 g/dL Low"), as written (not as CSS may transform them).
 */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const index = await columnIndex(table, header);
  return dataRows(table).evaluateAll(
    (rows, i) =>
      rows.map((row) => {
        const cell = row.children[i];
        if (!cell) return '';
        const leaves = [cell, ...cell.querySelectorAll('*')].filter((e) => e.children.length === 0);
        return leaves
          .map((e) => e.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
      }),
    index,
  );
}

/**
 * Waits until the column holds exactly these distinct values: names of other records (a
 * patient, a status) are looked up after the rows have painted.
 */
export async function expectColumnValues(table: Locator, header: string, values: string[]) {
  await expect
    .poll(async () => [...new Set(await columnTexts(table, header))].sort())
    .toEqual([...values].sort());
}

/** One cell of a row, by its column's header. */
export async function cellOf(table: Locator, row: Locator, header: string): Promise<Locator> {
  return row.getByRole('cell').nth(await columnIndex(table, header));
}

/** Each data row's accessible name for its own controls ("Select <name>" → "<name>"). */
export async function rowNames(table: Locator): Promise<string[]> {
  const boxes = await dataRows(table).getByRole('checkbox').all();
  return Promise.all(
    boxes.map(async (box) =>
      ((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''),
    ),
  );
}

/** The data row whose own selection box is named after `name`. */
export const rowNamed = (page: Page, table: Locator, name: string) =>
  dataRows(table).filter({
    has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }),
  });

/**
 * A filter's control by name ("Filter by Patient"): a searchable pick (combobox) or, before its
 * first use, a plain text box standing in for it.
 */
export const filterControl = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('combobox', { name, exact: true })
    .or(scope.getByRole('textbox', { name, exact: true }));

/** Searches a reference filter (patient, test, status) and picks the matching option. */
export async function pickReference(
  page: Page,
  name: string,
  search: string,
  option: string | RegExp,
) {
  await filterControl(page, name).click();
  // The pick may load on first focus, taking the place of the box that stood in for it.
  const box = page.getByRole('combobox', { name, exact: true });
  await expect(box).toBeFocused();
  await box.fill(search);
  await page
    .getByRole('listbox')
    .getByRole(
      'option',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click();
}

/** The query parameters of the page's URL, as a plain object. */
export const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * Ctrl+K, a name, Enter: the quick search (on every screen of the main area) opens the first
 * patient it finds by that name, which it has selected.
 */
export async function quickSearch(page: Page, name: string) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search patients' });
  const input = dialog.getByRole('combobox', { name: 'Name or phone number' });
  await expect(input).toBeFocused();
  await input.fill(name);
  await expect(dialog.getByRole('option').first()).toContainText(name);
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
