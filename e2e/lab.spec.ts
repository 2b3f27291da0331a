import type { Locator, Page, Request } from '@playwright/test';
import type { Rec } from './support/api';
import { expectAccessible } from './support/axe';
import { needsText, offers } from './support/deployment';
import { chooseAccountMenuItem, openSignedIn, signIn, test } from './support/fixtures';
import { labResult, labStatuses, signedInUserId, type LabStatuses } from './support/lab';
import {
  expect,
  mainNav,
  openAt,
  rowNamed,
  rowNames,
  settled,
  START_TIMEOUT,
} from './support/lists';
import { refuseOnce } from './support/refuse';
import { pdfPages, visualArabic } from './support/pdf';
import type { Patient, TestClinic } from './support/records';

/**
 * The laboratory's day on samples of the test's own: a patient of its own whose visit awaits
 * its values (tests of its own catalogue, with ranges, critical and delta limits), found by the
 * worksheet of that patient's visit; the worksheet filled from the keyboard, a critical value
 * flagged as typed and acknowledged, validation, the lab report on paper. The statuses are the
 * server's, chosen as the app chooses them (support/lab.ts).
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

/** The visit's samples: a day to come, which no real sample has, so its worksheet is the test's. */
const VISIT = '2027-02-03T09:30:00.000Z';
/** The patient's samples before it (the previous values of the delta check). */
const EARLIER = '2027-01-20T09:30:00.000Z';

type Over = Record<string, unknown>;
interface Lab {
  patient: Patient;
  statuses: LabStatuses;
  tests: Rec[];
  /** The visit's results, one per test, in the tests' order. */
  results: Rec[];
}

/** A test of the catalogue named `label` and the test's word ("Potassium Pwkxqbfaaaaab"). */
const labTest = (clinic: TestClinic, label: string, unit: string, range: string, over: Over = {}) =>
  clinic.examination({ name: `${label} ${clinic.unique()}`, unit, referenceRange: range, ...over });

/** A result of `exam` for `patient`, sampled at the visit unless told: its value, its status. */
const visitResult = (clinic: TestClinic, patient: Rec, exam: Rec, over: Over) =>
  labResult(clinic, patient, exam, { sampledAt: VISIT, ...over });

/** A patient of the test's own whose visit awaits a value of each test, in this order. */
async function visitAwaiting(clinic: TestClinic, make: (clinic: TestClinic) => Promise<Rec[]>) {
  const statuses = await labStatuses(clinic);
  const tests = await make(clinic);
  const patient = await clinic.patient();
  const results: Rec[] = [];
  for (const exam of tests)
    results.push(await visitResult(clinic, patient, exam, { statusId: statuses.entry }));
  return { patient, statuses, tests, results } satisfies Lab;
}

/** A liver panel, sorted as the worksheet sorts a visit's rows (by test name). */
const liverPanel = async (clinic: TestClinic) => [
  await labTest(clinic, 'Alanine aminotransferase', 'U/L', '7-56'),
  await labTest(clinic, 'Alkaline phosphatase', 'U/L', '44-147'),
  await labTest(clinic, 'Gamma-glutamyl transferase', 'U/L', '9-48'),
];

const grid = (page: Page) => page.getByRole('grid', { name: /^Worksheet, \d+ results$/ });
const valueName = (exam: Rec, patient: Patient) => `Value of ${exam.name}, ${patient.name}`;
const valueOf = (page: Page, exam: Rec, patient: Patient) =>
  grid(page).getByRole('textbox', { name: valueName(exam, patient), exact: true });
/** The row holding a value's input (the inner locator is relative to each row). */
const rowOf = (page: Page, exam: Rec, patient: Patient) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: valueName(exam, patient), exact: true }) });

/** The worksheet of the patient's visit awaiting values (their latest, the test's own). */
async function openWorksheet(page: Page, patient: Patient) {
  await openAt(page, `/results/worksheet?by=visit&customerId=${patient.id}`);
  await expect(grid(page)).toBeVisible({ timeout: START_TIMEOUT });
}

/** The results' PUTs that reached the server, as sent. */
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a worksheet filled by keyboard alone: flags as typed, a failed save retried, an undo @server', async ({
  page,
  clinic,
}) => {
  const { patient, statuses, tests, results } = await visitAwaiting(clinic, liverPanel);
  const [altTest, alpTest, ggtTest] = tests as [Rec, Rec, Rec];
  // The server fails the alkaline phosphatase's first save (answered in the page: on the demo
  // and on any deployment alike).
  const refused = await refuseOnce(page, {
    method: 'PUT',
    path: new RegExp(`/api/results/${results[1]!.id}$`),
    status: 500,
    json: { msg: 'Injected failure (500)' },
  });
  const puts = watchPuts(page);
  await openWorksheet(page, patient);
  const alt = valueOf(page, altTest, patient);
  const alp = valueOf(page, alpTest, patient);
  const ggt = valueOf(page, ggtTest, patient);
  const altRow = rowOf(page, altTest, patient);
  const alpRow = rowOf(page, alpTest, patient);

  // The grid is one stop of Tab: it lands on the first value.
  await tabTo(page, alt);
  await page.keyboard.type('30');
  await expect(altRow).toContainText('Normal');
  // Enter saves and goes down.
  await page.keyboard.press('Enter');
  await expect(alp).toBeFocused();
  await expect(altRow).toContainText('Saved');

  // Its save fails once on the server.
  await page.keyboard.type('250');
  // Checked against its range (44-147) as it is typed.
  await expect(alpRow).toContainText('High');
  await page.keyboard.press('Enter');
  await expect(ggt).toBeFocused();
  await expect(alpRow).toContainText('Injected failure (500)');
  // What was typed stays.
  await expect(alp).toHaveValue('250');

  // Back up, then right along the row to Retry.
  await page.keyboard.press('ArrowUp');
  await expect(alp).toBeFocused();
  const retry = alpRow.getByRole('button', {
    name: `Retry saving ${alpTest.name}, ${patient.name}`,
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
  const undo = altRow.getByRole('button', { name: `Undo ${altTest.name}, ${patient.name}` });
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alt).toHaveValue('');
  await expect(altRow).not.toContainText('Saved');

  // What was sent: the value with the awaiting-validation status, the same refused once (it
  // never reached the server), its retry, then the undo (no value, the status it had).
  const sent = (body: unknown) => {
    const { value, statusId } = body as Record<string, unknown>;
    return [value ?? null, statusId];
  };
  expect(sent(await refused.body)).toEqual(['250', statuses.validation]);
  expect(puts.map(sent)).toEqual([
    ['30', statuses.validation],
    ['250', statuses.validation],
    [null, statuses.entry],
  ]);
  // The saved value persists: the result now awaits validation, so a new worksheet leaves it out.
  await page.reload();
  await expect(grid(page)).toBeVisible({ timeout: START_TIMEOUT });
  await expect(alt).toBeVisible();
  await expect(alp).toHaveCount(0);
  await expect(ggt).toBeVisible();
});

/** A kidney panel; potassium with its critical limits (2.5, 6.5) and delta limit (1 mmol/L). */
const kidneyPanel = async (clinic: TestClinic) => [
  await labTest(clinic, 'Creatinine', 'mg/dL', '0.6-1.2'),
  await labTest(clinic, 'Potassium', 'mmol/L', '3.5-5.1', {
    criticalLow: 2.5,
    criticalHigh: 6.5,
    deltaLimit: '1',
  }),
  await labTest(clinic, 'Sodium', 'mmol/L', '135-145', { criticalLow: 120, criticalHigh: 160 }),
];

test('a critical value is flagged as typed, announced where the server lists a week of changes, then acknowledged', async ({
  page,
  clinic,
}) => {
  const { patient, statuses, tests } = await visitAwaiting(clinic, kidneyPanel);
  const [creatinine, potassiumTest] = tests as [Rec, Rec];
  // The patient's previous potassium, validated.
  await visitResult(clinic, patient, potassiumTest, {
    value: '4.1',
    statusId: statuses.validated,
    sampledAt: EARLIER,
  });
  const puts = watchPuts(page);
  await openWorksheet(page, patient);
  const potassium = valueOf(page, potassiumTest, patient);
  await tabTo(page, valueOf(page, creatinine, patient));
  // Down the grid to the potassium.
  while (!(await potassium.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.type('7.4');
  const row = rowOf(page, potassiumTest, patient);
  // Beyond the critical limit (6.5), not just the range (3.5-5.1): HH, said in words.
  await expect(row).toContainText('Critical high');
  // Δ: more than 1 mmol/L from the patient's previous potassium.
  await expect(
    row.getByRole('img', { name: 'Change beyond the test’s delta limit' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Saved');

  const name = `${potassiumTest.name} 7.4 mmol/L`;
  const card = page.getByRole('region', { name: 'Critical results not acknowledged' });
  let listed: Locator = card;
  if (offers('dateRange')) {
    // Announced while the app is open.
    const notice = page.getByRole('alert').filter({ hasText: 'Critical result' });
    await expect(notice).toContainText(name);
    await expect(notice).toContainText(patient.name);
    // The dashboard's card lists it; acknowledging it there writes who and when.
    await openAt(page, '/');
  } else {
    // The watch is a week of changes (a date range on `updatedAt`): the card says what it
    // needs in its place, and the patient's results offer the acknowledgement.
    await openAt(page, '/');
    await expect(card).toContainText(needsText('dateRange'));
    await openAt(page, `/patients/${patient.id}?tab=results`);
    listed = page.getByRole('table', { name: 'Results' });
  }
  const acknowledge = listed.getByRole('button', {
    name: `Acknowledge ${name} of ${patient.name}`,
  });
  await expect(acknowledge).toBeVisible();
  await acknowledgeTold(page, acknowledge, 'Dr Haddad, ward 3');
  await expect(acknowledge).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: `${name}: critical value acknowledged` }),
  ).toBeVisible();
  const last = puts.at(-1)!;
  expect(last).toMatchObject({
    value: '7.4',
    acknowledgedBy: await signedInUserId(page),
    acknowledgedTo: 'Dr Haddad, ward 3',
    acknowledgedReadBack: true,
  });
  expect(Date.parse(last.acknowledgedAt as string)).not.toBeNaN();
});

test('results are validated by selection, read-only then, and un-validated with a reason @server', async ({
  page,
  clinic,
}) => {
  // A patient of the test's own whose two values await validation.
  const statuses = await labStatuses(clinic);
  const patient = await clinic.patient();
  for (const [label, unit, range, value] of [
    ['Albumin', 'g/dL', '3.5-5.0', '4.1'],
    ['Total protein', 'g/dL', '6.0-8.3', '7.0'],
  ] as const) {
    const exam = await labTest(clinic, label, unit, range);
    await visitResult(clinic, patient, exam, { value, statusId: statuses.validation });
  }
  const puts = watchPuts(page);
  // The worksheet leads to validation, which opens on what awaits it.
  await openAt(page, `/results/worksheet?by=visit&customerId=${patient.id}`);
  await page.getByRole('link', { name: 'Validate results' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/results/validation\\?statusId=${escape(statuses.validation)}$`),
  );
  const table = page.getByRole('table', { name: 'Validation' });
  await settled(table);
  // The patient's, among what awaits validation on the server.
  const mine = `customerId=${encodeURIComponent(patient.id)}`;
  await openAt(page, `/results/validation?statusId=${statuses.validation}&${mine}`);
  await settled(table);
  const names = await rowNames(table);
  expect(names).toHaveLength(2);
  const [first = '', second = ''] = names;
  await page.getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select ${second}`, exact: true }).check();
  await page.getByRole('button', { name: 'Validate 2 selected' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 results validated.' })).toBeVisible();
  const userId = await signedInUserId(page);
  expect(puts.map((body) => [body.statusId, body.validatedBy])).toEqual([
    [statuses.validated, userId],
    [statuses.validated, userId],
  ]);

  // In the results list, a validated result offers no edit and its range is locked.
  await openAt(page, `/results?statusId=${statuses.validated}&${mine}`);
  const results = page.getByRole('table', { name: 'Results' });
  await settled(results);
  const row = rowNamed(page, results, first);
  await expect(row.getByRole('button', { name: `Edit ${first}` })).toHaveCount(0);
  await expect(
    row.getByRole('img', { name: /^Validated: read-only until un-validated/ }),
  ).toBeVisible();

  // Un-validated on the validation screen, with the reason.
  await openAt(page, `/results/validation?statusId=${statuses.validated}&${mine}`);
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
    statusId: statuses.validation,
    unvalidationReason: 'Sample mislabelled',
    unvalidatedBy: userId,
  });
  await expectAccessible(page, 'validation');
  // Editable again in the results list.
  await openAt(page, `/results?statusId=${statuses.validation}&${mine}`);
  await settled(results);
  await expect(
    rowNamed(page, results, first).getByRole('button', { name: `Edit ${first}` }),
  ).toBeVisible();
});

test.describe('the lab report', () => {
  /**
   * A patient of the test's own with a year of results of a group of the test's own: four tests
   * at each of twelve visits, enough for a report of more than one page.
   */
  async function reported(clinic: TestClinic) {
    const statuses = await labStatuses(clinic);
    const group = await clinic.create('examinationGroups', {
      name: `Immunology and serology ${clinic.unique()}`,
    });
    const tests = [
      await labTest(clinic, 'C-reactive protein', 'mg/L', '<5', { groupId: group.id }),
      await labTest(clinic, 'Ferritin', 'ng/mL', '30-400', { groupId: group.id }),
      await labTest(clinic, 'Rheumatoid factor', 'IU/mL', '<14', { groupId: group.id }),
      await labTest(clinic, 'Total IgE', 'IU/mL', '<100', { groupId: group.id }),
    ];
    // "fi": letters a font may print as one glyph (a ligature), splitting the word in the PDF.
    const patient = await clinic.patient({ firstName: 'Fifi' });
    for (let visit = 0; visit < 12; visit++)
      for (const [i, exam] of tests.entries())
        await labResult(clinic, patient, exam, {
          value: String(3 + i * 40 + visit),
          statusId: statuses.validated,
          sampledAt: new Date(Date.UTC(2027, visit, 4, 9, 30)).toISOString(),
        });
    const path = `/patients/${patient.id}/report?from=2027-01-01&to=2027-12-31`;
    return { patient, group, path };
  }

  test('prints alone on numbered A4 pages, rows uncut', async ({ page, clinic }) => {
    const { patient, group, path } = await reported(clinic);
    await openAt(page, path);
    const report = page.getByRole('article', { name: 'Laboratory report' });
    await expect(report).toContainText(patient.name, { timeout: START_TIMEOUT });
    await expect(report).toContainText(patient.id);
    await expect(report.getByRole('heading', { name: String(group.name) })).toBeVisible();
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
    expect(pages[0]).toContain(patient.name);
    expect(pages[0]).toContain(patient.id);
    // Nothing of the app's frame is on paper.
    expect(pages.join(' ')).not.toContain('Search patients');
  });

  test('prints right to left in Arabic, numbered in Arabic', async ({ page, clinic }) => {
    const { patient, path } = await reported(clinic);
    await page.goto(`${path}&lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: START_TIMEOUT });
    const report = page.getByRole('article', { name: 'تقرير المختبر' });
    await expect(report).toContainText(patient.name, { timeout: START_TIMEOUT });
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

test('axe finds nothing serious on the worksheet, with flags and save states', async ({
  page,
  clinic,
}) => {
  const { patient, tests } = await visitAwaiting(clinic, liverPanel);
  const altTest = tests[0]!;
  await openWorksheet(page, patient);
  await tabTo(page, valueOf(page, altTest, patient));
  await page.keyboard.type('80');
  await page.keyboard.press('Enter');
  await expect(rowOf(page, altTest, patient)).toContainText('High');
  await expect(rowOf(page, altTest, patient)).toContainText('Saved');
  await expectAccessible(page, 'worksheet');

  // (A day's worksheet, and what it says on a server without the date-range filter:
  // src/features/lab/worksheet/worksheet-screen.test.tsx.)
  await page.goto(`/results/worksheet?by=visit&customerId=${patient.id}&lng=ar`);
  await expect(page.getByRole('grid', { name: /^ورقة العمل/ })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  await expectAccessible(page, 'worksheet (ar)');
});

/**
 * Acknowledges a critical value through its dialog: whom the laboratory told, by phone (the
 * dialog's first way), read back. Asked without them first, the dialog says what is missing.
 */
async function acknowledgeTold(page: Page, button: Locator, to: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Acknowledge / });
  const who = dialog.getByRole('textbox', { name: 'Who was told' });
  await expect(who).toBeFocused();
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(who).toHaveAccessibleDescription(/Say who was told\./);
  await expect(dialog).toContainText('The value must be read back before it is acknowledged.');
  await who.fill(to);
  await dialog.getByRole('checkbox', { name: 'They read the value back' }).check();
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The validation screen on one patient's results of one status, and its rows' names; `user`:
 * the name of whoever is signed in, where not the run's account.
 */
async function validationOf(page: Page, patient: Patient, statusId: string, user?: string) {
  const mine = `customerId=${encodeURIComponent(patient.id)}`;
  await openSignedIn(page, `/results/validation?statusId=${statusId}&${mine}`, {
    name: user,
    timeout: START_TIMEOUT,
  });
  const table = page.getByRole('table', { name: 'Validation' });
  await settled(table);
  return { table, names: await rowNames(table) };
}

test.describe('release, two people, audit trail', () => {
  test('the person who entered a value cannot validate it; another user can @server', async ({
    page,
    clinic,
  }) => {
    const { patient, statuses, tests } = await visitAwaiting(clinic, async (c) => [
      await labTest(c, 'Albumin', 'g/dL', '3.5-5.0'),
      await labTest(c, 'Total protein', 'g/dL', '6.0-8.3'),
    ]);
    const albumin = tests[0]!;
    const colleague = await clinic.account();
    const puts = watchPuts(page);
    await openWorksheet(page, patient);
    await tabTo(page, valueOf(page, albumin, patient));
    await page.keyboard.type('4.1');
    await page.keyboard.press('Enter');
    await expect(rowOf(page, albumin, patient)).toContainText('Saved');
    const me = await signedInUserId(page);
    // Who entered it and when, and the change kept: the value, then the status.
    expect(puts.at(-1)).toMatchObject({ value: '4.1', enteredBy: me });
    expect(Date.parse(String(puts.at(-1)!.enteredAt))).not.toBeNaN();
    expect(puts.at(-1)!.audit).toEqual([
      expect.objectContaining({ field: 'value', from: null, to: '4.1', by: me }),
      expect.objectContaining({ field: 'status', to: statuses.validation, by: me }),
    ]);

    // Refused to the person who entered it, with the reason; nothing sent.
    const mine = await validationOf(page, patient, statuses.validation);
    const [name = ''] = mine.names;
    const row = rowNamed(page, mine.table, name);
    await row.getByRole('button', { name: `Validate ${name}` }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'you entered this value; another person validates it.' }),
    ).toBeVisible();
    expect(puts.filter((body) => body.validatedBy)).toEqual([]);
    // The changes kept on the result, in its row, with whose clock said when.
    await row.getByText('2 changes').click();
    await expect(row).toContainText('Value: none → 4.1');
    await expect(row).toContainText(/\((server clock|this browser's clock)\)/);

    // Another member of staff validates it.
    await chooseAccountMenuItem(page, 'Sign out');
    await signIn(page, colleague);
    const theirs = await validationOf(page, patient, statuses.validation, colleague.name);
    await rowNamed(page, theirs.table, name)
      .getByRole('button', { name: `Validate ${name}` })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: `${name} validated` })).toBeVisible();
    const them = await signedInUserId(page);
    expect(them).not.toBe(me);
    expect(puts.at(-1)).toMatchObject({
      statusId: statuses.validated,
      validatedBy: them,
      enteredBy: me,
    });
  });

  test('a critical value cannot be validated before it is acknowledged with who was told @server', async ({
    page,
    clinic,
  }) => {
    const statuses = await labStatuses(clinic);
    const patient = await clinic.patient();
    const sodium = await labTest(clinic, 'Sodium', 'mmol/L', '135-145', {
      criticalLow: 120,
      criticalHigh: 160,
    });
    await visitResult(clinic, patient, sodium, { value: '171', statusId: statuses.validation });
    const puts = watchPuts(page);
    const { table, names } = await validationOf(page, patient, statuses.validation);
    const [name = ''] = names;
    const row = rowNamed(page, table, name);
    await row.getByRole('button', { name: `Validate ${name}` }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'a critical value is validated only once acknowledged, with who was told.',
      }),
    ).toBeVisible();
    expect(puts).toEqual([]);

    await acknowledgeTold(
      page,
      row.getByRole('button', { name: new RegExp(`^Acknowledge ${escape(String(sodium.name))}`) }),
      'Dr Haddad, ward 3',
    );
    await expect(row).toContainText('told Dr Haddad, ward 3, read back');
    expect(puts.at(-1)).toMatchObject({
      value: '171',
      acknowledgedBy: await signedInUserId(page),
      acknowledgedTo: 'Dr Haddad, ward 3',
      acknowledgedHow: 'phone',
      acknowledgedReadBack: true,
    });
    await row.getByRole('button', { name: `Validate ${name}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: `${name} validated` })).toBeVisible();
    expect(puts.at(-1)).toMatchObject({ statusId: statuses.validated });
  });

  /** A patient with a validated albumin and an unvalidated total protein sampled at the visit. */
  async function twoResults(clinic: TestClinic) {
    const statuses = await labStatuses(clinic);
    const patient = await clinic.patient();
    const albumin = await labTest(clinic, 'Albumin', 'g/dL', '35-50');
    const protein = await labTest(clinic, 'Total protein', 'g/dL', '60-83');
    const validated = await visitResult(clinic, patient, albumin, {
      value: '41.3',
      statusId: statuses.validated,
    });
    await visitResult(clinic, patient, protein, { value: '58.6', statusId: statuses.validation });
    const path = `/patients/${patient.id}/report?from=2027-02-03&to=2027-02-03`;
    return { statuses, patient, validated, path };
  }
  const reportOf = (page: Page) => page.getByRole('article', { name: 'Laboratory report' });

  test('a report prints only the validated result, as FINAL @server', async ({ page, clinic }) => {
    const { patient, path } = await twoResults(clinic);
    await openAt(page, path);
    await expect(reportOf(page)).toContainText(patient.name, { timeout: START_TIMEOUT });
    await expect(reportOf(page)).toContainText('FINAL REPORT');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '1 result awaiting validation is not on this report.' }),
    ).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
    const text = pages.join(' ');
    pages.forEach((page) => expect(page).toContain('FINAL REPORT'));
    expect(text).toContain('41.3');
    expect(text).not.toContain('58.6');
    expect(text).not.toContain('PRELIMINARY');
    expect(text).toMatch(/Released by .+/);
  });

  test('a preliminary report says PRELIMINARY on every page @server', async ({ page, clinic }) => {
    const { patient, path } = await twoResults(clinic);
    // Enough validated results for more than one page.
    const statuses = await labStatuses(clinic);
    const ferritin = await labTest(clinic, 'Ferritin', 'ng/mL', '30-400');
    for (let visit = 0; visit < 40; visit++)
      await labResult(clinic, patient, ferritin, {
        value: String(100 + visit),
        statusId: statuses.validated,
        sampledAt: new Date(Date.UTC(2027, 1, 3, 8, visit)).toISOString(),
      });
    await openAt(page, `${path}&preliminary=1`);
    const report = reportOf(page);
    await expect(report).toContainText('PRELIMINARY REPORT', { timeout: START_TIMEOUT });
    await expect(report.getByRole('row', { name: /Total protein/ })).toContainText(
      'Not yet validated',
    );
    await page.emulateMedia({ media: 'print' });
    const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text) => expect(text).toContain('PRELIMINARY'));
    expect(pages.join(' ')).toContain('58.6');
  });

  test('a value corrected after printing gives a CORRECTED report with both values @server', async ({
    page,
    clinic,
  }) => {
    const { statuses, patient, validated, path } = await twoResults(clinic);
    const puts = watchPuts(page);
    await openAt(page, path);
    await expect(reportOf(page)).toContainText('FINAL REPORT', { timeout: START_TIMEOUT });
    // The browser's print dialog is not the test's: printing is counted instead.
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    // Printing released it: the value printed, who, when, kept on the result.
    const me = await signedInUserId(page);
    expect(puts.at(-1)).toMatchObject({ reportedValue: '41.3', reportedBy: me });

    // Corrected afterwards (un-validated, a new value, validated again), elsewhere.
    const listedBy = { customerId: patient.id };
    await clinic.change('results', validated.id, listedBy, {
      value: '44.6',
      statusId: statuses.validation,
    });
    await clinic.change('results', validated.id, listedBy, { statusId: statuses.validated });

    await page.reload();
    const report = reportOf(page);
    await expect(report).toContainText('CORRECTED REPORT', { timeout: START_TIMEOUT });
    const row = report.getByRole('row', { name: /Albumin/ });
    await expect(row.getByRole('deletion')).toHaveText('41.3');
    await expect(row).toContainText('44.6');
    await page.emulateMedia({ media: 'print' });
    const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
    pages.forEach((text) => expect(text).toContain('CORRECTED REPORT'));
    expect(pages.join(' ')).toMatch(/41\.3\s+44\.6/);
  });
});
