import type { Locator, Page, Request } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { demoOnly, test } from './support/fixtures';
import {
  expect,
  mainNav,
  openAt,
  rowNamed,
  rowNames,
  settled,
  START_TIMEOUT,
} from './support/lists';
import { pdfPages } from './support/pdf';

/**
 * The laboratory's day on the demo seed (its fixed day, 2026-11-20): the worksheet filled from
 * the keyboard, a critical value flagged as typed and acknowledged, the lab report on paper.
 * On the seed's day, three samples await their values: a liver panel (Youssef Abou Jaoude), a
 * kidney panel (Guillaume Garnier) and an albumin (Sophie Dubois).
 */
demoOnly('reads the seeded laboratory day and injects faults into the demo backend');
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

const DAY = '2026-11-20';
const LIVER = 'Youssef Abou Jaoude';
const KIDNEY = 'Guillaume Garnier';
const FAULTS_KEY = 'clinic-admin.demo.faults';

const grid = (page: Page) => page.getByRole('grid', { name: /^Worksheet, \d+ results$/ });
const valueName = (test: string, patient: string) => `Value of ${test}, ${patient}`;
const valueOf = (page: Page, test: string, patient: string) =>
  grid(page).getByRole('textbox', { name: valueName(test, patient), exact: true });
/** The row holding a value's input (the inner locator is relative to each row). */
const rowOf = (page: Page, test: string, patient: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: valueName(test, patient), exact: true }) });

async function openWorksheet(page: Page) {
  await openAt(page, `/results/worksheet?by=day&day=${DAY}`);
  await expect(grid(page)).toBeVisible({ timeout: START_TIMEOUT });
}

/** The value cells' PUTs, as sent. */
function watchPuts(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT' && /\/api\/results\/[^/]+$/.test(request.url()))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a worksheet filled by keyboard alone: flags as typed, a failed save retried, an undo', async ({
  page,
}) => {
  const puts = watchPuts(page);
  await openWorksheet(page);
  const alt = valueOf(page, 'Alanine aminotransferase (ALT)', LIVER);
  const alp = valueOf(page, 'Alkaline phosphatase', LIVER);
  const ggt = valueOf(page, 'Gamma-glutamyl transferase', LIVER);

  // The grid is one stop of Tab: it lands on the first value.
  await tabTo(page, alt);
  await page.keyboard.type('30');
  await expect(rowOf(page, 'Alanine aminotransferase (ALT)', LIVER)).toContainText('Normal');
  // Enter saves and goes down.
  await page.keyboard.press('Enter');
  await expect(alp).toBeFocused();
  await expect(rowOf(page, 'Alanine aminotransferase (ALT)', LIVER)).toContainText('Saved');

  // The next save fails once on the server.
  const fault = [{ method: 'PUT', path: '/api/results/', status: 500, times: 1 }];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_KEY,
    JSON.stringify(fault),
  ] as const);
  await page.keyboard.type('250');
  // Checked against its range (44-147) as it is typed.
  await expect(rowOf(page, 'Alkaline phosphatase', LIVER)).toContainText('High');
  await page.keyboard.press('Enter');
  await expect(ggt).toBeFocused();
  const alpRow = rowOf(page, 'Alkaline phosphatase', LIVER);
  await expect(alpRow).toContainText('Injected failure (500)');
  // What was typed stays.
  await expect(alp).toHaveValue('250');

  // Back up, then right along the row to Retry.
  await page.keyboard.press('ArrowUp');
  await expect(alp).toBeFocused();
  const retry = alpRow.getByRole('button', {
    name: `Retry saving Alkaline phosphatase, ${LIVER}`,
  });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alpRow).toContainText('Saved');
  await expect(alpRow).not.toContainText('Injected failure');
  // Retry has gone with the failure; the focus stayed in its cell.
  await expect(alpRow.getByRole('gridcell', { name: 'Saved' })).toBeFocused();

  // Up from there to the first row's "Saved", then right to its Undo: the value goes back to
  // what it was, none.
  await page.keyboard.press('ArrowUp');
  const altRow = rowOf(page, 'Alanine aminotransferase (ALT)', LIVER);
  const undo = altRow.getByRole('button', {
    name: `Undo Alanine aminotransferase (ALT), ${LIVER}`,
  });
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alt).toHaveValue('');
  await expect(altRow).not.toContainText('Saved');

  // What reached the server: the value with the awaiting-validation status, then the retry,
  // then the undo (no value, the status it had).
  expect(puts.map((body) => [body.value ?? null, body.statusId])).toEqual([
    ['30', 'est-04'],
    ['250', 'est-04'],
    ['250', 'est-04'],
    [null, 'est-02'],
  ]);
  // The saved value persists: the result now awaits validation, so a new worksheet leaves it out.
  await page.reload();
  await expect(grid(page)).toBeVisible({ timeout: START_TIMEOUT });
  await expect(alp).toHaveCount(0);
  await expect(alt).toBeVisible();
});

test('a critical value is flagged as typed, announced, then acknowledged', async ({ page }) => {
  const puts = watchPuts(page);
  await openWorksheet(page);
  const potassium = valueOf(page, 'Potassium', KIDNEY);
  await tabTo(page, valueOf(page, 'Alanine aminotransferase (ALT)', LIVER));
  // Down the grid to the kidney panel's potassium.
  while (!(await potassium.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.type('7.4');
  const row = rowOf(page, 'Potassium', KIDNEY);
  // Beyond the critical limit (6.5), not just the range (3.5-5.1): HH, said in words.
  await expect(row).toContainText('Critical high');
  // Δ: more than 1 mmol/L from the patient's previous potassium.
  await expect(
    row.getByRole('img', { name: 'Change beyond the test’s delta limit' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Saved');

  // Announced while the app is open.
  const notice = page.getByRole('alert').filter({ hasText: 'Critical result' });
  await expect(notice).toContainText('Potassium 7.4 mmol/L');
  await expect(notice).toContainText(KIDNEY);

  // The dashboard's card lists it; acknowledging it there writes who and when.
  await openAt(page, '/');
  const card = page.getByRole('region', { name: 'Critical results not acknowledged' });
  const acknowledge = card.getByRole('button', {
    name: `Acknowledge Potassium 7.4 mmol/L of ${KIDNEY}`,
  });
  await expect(acknowledge).toBeVisible();
  await acknowledge.click();
  await expect(acknowledge).toBeHidden();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Potassium 7.4 mmol/L: critical value acknowledged' }),
  ).toBeVisible();
  const last = puts.at(-1)!;
  expect(last).toMatchObject({ value: '7.4', acknowledgedBy: 'u-0001' });
  expect(Date.parse(last.acknowledgedAt as string)).not.toBeNaN();
});

test('results are validated by selection, read-only then, and un-validated with a reason', async ({
  page,
}) => {
  const puts = watchPuts(page);
  // The worksheet leads to validation, which opens on what awaits it.
  await openWorksheet(page);
  await page.getByRole('link', { name: 'Validate results' }).click();
  await expect(page).toHaveURL(/\/results\/validation\?statusId=est-04$/);
  const table = page.getByRole('table', { name: 'Validation' });
  await settled(table);
  const [first = '', second = ''] = await rowNames(table);
  await page.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
  await page.getByRole('button', { name: 'Validate 2 selected' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 results validated.' })).toBeVisible();
  expect(puts.map((body) => [body.statusId, body.validatedBy])).toEqual([
    ['est-05', 'u-0001'],
    ['est-05', 'u-0001'],
  ]);

  // In the results list, a validated result offers no edit and its range is locked.
  await openAt(page, '/results?statusId=est-05');
  const results = page.getByRole('table', { name: 'Results' });
  await settled(results);
  const row = rowNamed(page, results, first);
  await expect(row.getByRole('button', { name: `Edit ${first}` })).toHaveCount(0);
  await expect(
    row.getByRole('img', { name: /^Validated: read-only until un-validated/ }),
  ).toBeVisible();

  // Un-validated on the validation screen, with the reason.
  await openAt(page, '/results/validation?statusId=est-05');
  await settled(table);
  await rowNamed(page, table, first)
    .getByRole('button', { name: `Un-validate ${first}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Un-validate ${first}` });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Un-validate' }).click();
  await expect(reason).toHaveAccessibleDescription('Give the reason for un-validating.');
  await reason.fill('Sample mislabelled');
  await dialog.getByRole('button', { name: 'Un-validate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `${first} un-validated` })).toBeVisible();
  expect(puts.at(-1)).toMatchObject({
    statusId: 'est-04',
    unvalidationReason: 'Sample mislabelled',
    unvalidatedBy: 'u-0001',
  });
  await expectAccessible(page, 'validation');
  // Editable again in the results list.
  await openAt(page, '/results?statusId=est-04');
  await settled(results);
  await expect(
    rowNamed(page, results, first).getByRole('button', { name: `Edit ${first}` }),
  ).toBeVisible();
});

test.describe('the lab report', () => {
  const REPORT = '/patients/cus-00619/report?from=2024-01-01&to=2026-12-31';

  test('prints alone on numbered A4 pages, rows uncut', async ({ page }) => {
    await openAt(page, REPORT);
    const report = page.getByRole('article', { name: 'Laboratory report' });
    await expect(report).toContainText('Imad Evans', { timeout: START_TIMEOUT });
    await expect(report).toContainText('cus-00619');
    await expect(report.getByRole('heading', { name: 'Immunology and serology' })).toBeVisible();
    await expectAccessible(page, 'lab report');

    await page.emulateMedia({ media: 'print' });
    await expect(report).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    const rows = report.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(30);
    const breaks = await rows.evaluateAll((all) => [
      ...new Set(all.map((row) => getComputedStyle(row).breakInside)),
    ]);
    expect(breaks).toEqual(['avoid']);

    const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages[0]).toContain('Laboratory report');
    expect(pages[0]).toContain('Imad Evans');
    expect(pages[0]).toContain('cus-00619');
    // Nothing of the app's frame is on paper.
    expect(pages.join(' ')).not.toContain('Search patients');
  });

  test('prints right to left in Arabic, numbered in Arabic', async ({ page }) => {
    await page.goto(`${REPORT}&lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: START_TIMEOUT });
    const report = page.getByRole('article', { name: 'تقرير المختبر' });
    await expect(report).toContainText('Imad Evans', { timeout: START_TIMEOUT });
    await expectAccessible(page, 'lab report (ar)');
    await page.emulateMedia({ media: 'print' });
    await expect(mainNav(page)).toBeHidden();
    expect(await report.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) =>
      expect(visualArabic(text)).toContain(visualArabic(`صفحة ${i + 1} من ${pages.length}`)),
    );
    expect(visualArabic(pages[0]!)).toContain(visualArabic('تقرير المختبر'));
  });
});

/**
 * Arabic as a PDF holds it: in the order it is seen (right to left, so each word's letters come
 * out reversed, numbers not), in presentation forms, spaced glyph by glyph. Both sides of a
 * comparison go through here: NFKC folds the forms into letters, spaces go, and text written in
 * logical order is put in seen order.
 */
function visualArabic(text: string): string {
  const folded = text.normalize('NFKC').replace(/\s+/g, '');
  if (!/[\u0600-\u06ff]/.test(text) || /[\ufb50-\ufefc]/.test(text)) return folded;
  return folded
    .split(/(\d+)/)
    .map((part) => (/^\d+$/.test(part) ? part : [...part].reverse().join('')))
    .reverse()
    .join('');
}

test('axe finds nothing serious on the worksheet, with flags and save states', async ({ page }) => {
  await openWorksheet(page);
  await tabTo(page, valueOf(page, 'Alanine aminotransferase (ALT)', LIVER));
  await page.keyboard.type('80');
  await page.keyboard.press('Enter');
  await expect(rowOf(page, 'Alanine aminotransferase (ALT)', LIVER)).toContainText('Saved');
  await expectAccessible(page, 'worksheet');
  await page.goto('/results/worksheet?by=visit&customerId=cus-01594&lng=ar');
  await expect(page.getByRole('grid', { name: /^ورقة العمل/ })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  await expectAccessible(page, 'worksheet (ar)');
});
