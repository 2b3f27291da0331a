import type { Page } from '@playwright/test';
import type { Rec } from './support/api';
import { expectAccessible } from './support/axe';
import { test } from './support/fixtures';
import { ferritin, labResult, labStatuses } from './support/lab';
import { expect, openAt, START_TIMEOUT } from './support/lists';
import { pdfBarcodes, pdfPages, visualArabic } from './support/pdf';
import type { Patient, TestClinic } from './support/records';

/**
 * The laboratory's specimens (docs/lab.md): ranges by sex and age, a scanned sample (saved
 * views: saved-views.spec.ts). Samples of the test's own, on a day to come that no real sample has.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

const VISIT = '2027-03-04T08:30:00.000Z';

async function awaiting(clinic: TestClinic, patient: Patient, exam: Rec, value?: string) {
  const statuses = await labStatuses(clinic);
  return labResult(clinic, patient, exam, {
    sampledAt: VISIT,
    statusId: statuses.entry,
    ...(value && { value }),
  });
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Worksheet, \d+ results?$/ });

/**
 * A woman's and a man's ferritin, each flag from the patient's own range only: 200 ng/mL is
 * normal for the general range (20-250) and a man (30-400), high for a woman (15-150); 20 ng/mL
 * is normal for the general range and a woman, low for a man.
 */
const FERRITIN_CASES = [
  {
    who: 'woman',
    over: { sex: 'female' },
    value: '200',
    range: '15-150',
    sex: 'Female',
    flag: 'High',
  },
  {
    who: 'man',
    over: { firstName: 'Karim', sex: 'male' },
    value: '20',
    range: '30-400',
    sex: 'Male',
    flag: 'Low',
  },
] as const;

for (const { who, over, value, range, sex, flag } of FERRITIN_CASES)
  test(`a ${who}'s ferritin flagged against her or his own range on the worksheet @server`, async ({
    page,
    clinic,
  }) => {
    test.setTimeout(30_000);
    const patient = await clinic.patient({ dateOfBirth: '1985-05-01', ...over });
    const exam = await ferritin(clinic);
    await awaiting(clinic, patient, exam);
    await openAt(page, `/results/worksheet?by=visit&customerId=${patient.id}`);
    await expect(grid(page)).toBeVisible({ timeout: START_TIMEOUT });
    const name = `Value of ${exam.name}, ${patient.name}`;
    const row = grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name }) });
    await expect(row).toContainText(range);
    await expect(row).toContainText(`Range for: ${sex}, 18 years and over`);
    await grid(page).getByRole('textbox', { name }).fill(value);
    await expect(row.getByRole('gridcell').nth(4)).toHaveText(flag);
  });

/**
 * A visit of the test's own with two samples: a serum tube (ferritin) and a whole blood tube
 * (a blood count of the test's), one result each: a label per sample, each with the accession
 * number the screen gives the sample (kept on its result).
 */
async function visitOfTwoSamples(clinic: TestClinic, over: Partial<Patient> = {}) {
  // The first record alone: on the demo it opens the page that holds the backend.
  const patient = await clinic.patient({ dateOfBirth: '1985-05-01', ...over });
  const [serum, blood] = await Promise.all([
    ferritin(clinic),
    clinic.examination({ name: `CBC ${clinic.unique()}`, sampleType: 'blood' }),
  ]);
  const [serumResult, bloodResult] = await Promise.all([
    awaiting(clinic, patient, serum),
    awaiting(clinic, patient, blood),
  ]);
  return { patient, serum, blood, serumResult, bloodResult };
}

/** The labels printed as the browser prints them (the screen's @page size, one per page). */
async function printedLabels(page: Page, path: string) {
  await page.goto(path);
  const sheet = page.getByRole('list').filter({ has: page.locator('svg rect') });
  await expect(sheet).toBeVisible({ timeout: START_TIMEOUT });
  // Every sample registered (its accession number made) and every label's bars drawn.
  await expect(sheet.getByRole('status')).toHaveCount(0);
  await expect(sheet.locator('svg:not(:has(rect))')).toHaveCount(0);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const [pages, barcodes] = await Promise.all([pdfPages(pdf), pdfBarcodes(pdf)]);
  return { pages, barcodes, codes: barcodes.map((code) => code?.text) };
}

/** The accession numbers the server keeps on the test's results (one per sample here). */
async function accessionsOf(clinic: TestClinic, patient: Rec, made: Rec[]) {
  const rows = await clinic.list('results', { customerId: String(patient.id) });
  return made.map(
    (result) => rows.find((row) => row.id === result.id)?.accession as string | undefined,
  );
}

/**
 * Each label's barcode as a scanner reads the paper: Code 128 set C (digits two by two), bars
 * at least 0.25 mm a module, what label printers and hand scanners read reliably.
 */
function expectReadableBars(barcodes: Awaited<ReturnType<typeof pdfBarcodes>>) {
  for (const code of barcodes) {
    expect(code?.set).toBe('C');
    expect(code?.moduleMm).toBeGreaterThanOrEqual(0.25);
  }
}

/** Labels and the report on paper: each test well within the default limit. */
test.describe('on paper', () => {
  test.describe.configure({ timeout: 30_000 });

  test("a visit's labels print one per page, each barcode decoding to its sample's accession number, bars of 0.25 mm or more @server", async ({
    page,
    clinic,
  }) => {
    const { patient, serum, blood, serumResult, bloodResult } = await visitOfTwoSamples(clinic);
    await page.addInitScript(() => localStorage.setItem('clinic-admin.lng', 'en'));
    const { pages, codes, barcodes } = await printedLabels(
      page,
      `/patients/${patient.id}/labels?visit=${encodeURIComponent(VISIT)}&size=57x32`,
    );
    // By sample type: whole blood, then serum; a label is a page of the roll. Each sample was
    // registered as its label was drawn: the number the server keeps on its result is the one
    // on paper, short digits.
    expect(pages).toHaveLength(2);
    const numbers = await accessionsOf(clinic, patient, [bloodResult, serumResult]);
    expect(numbers).toEqual([expect.stringMatching(/^\d{10}$/), expect.stringMatching(/^\d{10}$/)]);
    expect(numbers[0]).not.toBe(numbers[1]);
    expect(codes).toEqual(numbers);
    expectReadableBars(barcodes);
    for (const [i, type, exam] of [
      [0, 'Whole blood', blood],
      [1, 'Serum', serum],
    ] as const) {
      const text = pages[i]!;
      expect(text).toContain(patient.name);
      expect(text).toContain('May 1, 1985');
      expect(text).toContain(type);
      expect(text).toContain(exam.name as string);
      expect(text).toContain('Mar 4, 2027, 8:30 AM');
      expect(text).toContain(codes[i]!);
    }
  });

  test('labels print an Arabic name right to left, in Arabic, the barcode still read @server', async ({
    page,
    clinic,
  }) => {
    const { patient, serumResult, bloodResult } = await visitOfTwoSamples(clinic, {
      firstName: 'ياسمين',
    });
    await page.addInitScript(() => localStorage.setItem('clinic-admin.lng', 'ar'));
    // The default roll, 50 × 25 mm: the narrower label keeps bars of 0.25 mm or more too.
    const path = `/patients/${patient.id}/labels?visit=${encodeURIComponent(VISIT)}`;
    const { pages, codes, barcodes } = await printedLabels(page, path);
    expect(codes).toEqual(await accessionsOf(clinic, patient, [bloodResult, serumResult]));
    expectReadableBars(barcodes);
    const name = page.locator('bdi').filter({ hasText: patient.firstName }).first();
    expect(await name.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    // (One word of each type: a PDF may hold two short Arabic words in either order.)
    for (const [i, type] of ['كامل', 'مصل'].entries()) {
      expect(visualArabic(pages[i]!)).toContain(visualArabic(patient.firstName));
      expect(visualArabic(pages[i]!)).toContain(visualArabic(type));
    }
  });

  for (const { who, over, value, range, sex, flag } of FERRITIN_CASES)
    test(`a ${who}'s ferritin on the lab report, flagged against her or his own range, which it prints @server`, async ({
      page,
      clinic,
    }) => {
      const exam = await ferritin(clinic);
      const patient = await clinic.patient({ dateOfBirth: '1985-05-01', ...over });
      await awaiting(clinic, patient, exam, value);
      // Not validated yet: on a preliminary report (a final one holds validated results only).
      await openAt(page, `/patients/${patient.id}/report?preliminary=1`);
      const report = page.getByRole('article', { name: 'Laboratory report' });
      const row = report.getByRole('row').filter({ hasText: exam.name as string });
      await expect(row).toContainText(range, { timeout: START_TIMEOUT });
      await expect(row).toContainText(`Range for: ${sex}, 18 years and over`);
      await expect(row.getByRole('cell').filter({ hasText: flag })).toHaveCount(1);
      const paper = (await pdfPages(await page.pdf({ preferCSSPageSize: true })))
        .join(' ')
        .replace(/\s+/g, ' ');
      expect(paper).toContain(`${value} ng/mL ${range}`);
      expect(paper).toContain(`Range for: ${sex}, 18 years and over`);
      expect(paper).toContain(flag);
    });
});

test('a sample scanned with a keyboard scanner opens its results @server', async ({
  page,
  clinic,
}) => {
  const exam = await ferritin(clinic);
  const patient = await clinic.patient();
  const result = await awaiting(clinic, patient, exam, '40');
  await openAt(page, '/patients');
  await expect(page.getByRole('table')).toBeVisible({ timeout: START_TIMEOUT });
  // A scanner's keys: the code and Enter a few milliseconds apart, as the wedge sends them
  // (Playwright's typing goes through the browser's input pipeline, slower than a scanner). The
  // listener starts once the page settled: the scan is sent again until the app answers it.
  await expect(async () => {
    await page.evaluate((code) => {
      for (const key of [...code, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }, String(result.id));
    await expect(page).toHaveURL(new RegExp(`/results\\?.*customerId=${patient.id}`), {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('table')).toContainText(exam.name as string);
});

test('a sample registered on its label is found by its accession number when scanned @server', async ({
  page,
  clinic,
}) => {
  const { patient, serum, serumResult } = await visitOfTwoSamples(clinic);
  await page.addInitScript(() => localStorage.setItem('clinic-admin.lng', 'en'));
  await printedLabels(page, `/patients/${patient.id}/labels?visit=${encodeURIComponent(VISIT)}`);
  const [number] = await accessionsOf(clinic, patient, [serumResult]);
  expect(number).toMatch(/^\d{10}$/);
  await openAt(page, '/patients');
  await expect(page.getByRole('table')).toBeVisible({ timeout: START_TIMEOUT });
  await expect(async () => {
    await page.evaluate((code) => {
      for (const key of [...code, 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }, number!);
    await expect(page).toHaveURL(new RegExp(`/results\\?.*customerId=${patient.id}`), {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('table')).toContainText(serum.name as string);
});

// Axe on each new screen, in English and Arabic: one screen a test. The records are made first
// (the fixture reads the app in English), then the language set.
for (const lng of ['en', 'ar'] as const) {
  test(`the labels have nothing serious for axe (${lng})`, async ({ page, clinic }) => {
    test.setTimeout(30_000);
    const patient = await clinic.patient({ firstName: 'ياسمين' });
    await awaiting(clinic, patient, await ferritin(clinic), '40');
    await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
    await page.goto(`/patients/${patient.id}/labels`);
    const sheet = page.getByRole('list').filter({ has: page.locator('svg rect') });
    await expect(sheet).toBeVisible({ timeout: START_TIMEOUT });
    await expectAccessible(page, `labels (${lng})`);
  });

  test(`the ranges form has nothing serious for axe (${lng})`, async ({ page, clinic }) => {
    test.setTimeout(30_000);
    const exam = await ferritin(clinic);
    await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
    await page.goto(`/examinations?edit=${exam.id}`);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: START_TIMEOUT });
    await expect(page.getByRole('dialog').locator('fieldset table')).toBeVisible();
    await expectAccessible(page, `ranges form (${lng})`);
  });

  test(`the saved views have nothing serious for axe (${lng})`, async ({ page }) => {
    test.setTimeout(30_000);
    await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
    await page.goto('/results');
    await page
      .getByRole('button', { name: lng === 'en' ? 'Views' : 'طرق العرض', exact: true })
      .click({ timeout: START_TIMEOUT });
    await expect(
      page
        .locator('form')
        .filter({ has: page.locator('input') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page, `saved views (${lng})`);
  });
}

/**
 * A browser that offers `BarcodeDetector` with Code 128 (Chrome on Android; the desktop Chromium
 * of the tests has none) and a camera whose picture is a drawn canvas: the detector sees nothing
 * until the test puts a sample's code before it (`sampleInView`).
 */
const cameraBrowser = () => {
  Object.assign(window, {
    BarcodeDetector: class {
      static getSupportedFormats() {
        return Promise.resolve(['qr_code', 'code_128']);
      }
      // What the camera sees: a sample's label once the test has put one before it.
      detect() {
        const code = (window as { sampleInView?: string }).sampleInView;
        return Promise.resolve(code ? [{ format: 'code_128', rawValue: code }] : []);
      }
    },
  });
  Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
    value: () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 240 });
      canvas.getContext('2d')?.fillRect(0, 0, 320, 240);
      const stream = canvas.captureStream(5);
      Object.assign(window, { cameraStream: stream });
      return Promise.resolve(stream);
    },
  });
};

for (const [lng, control, hint] of [
  ['en', 'Scan with camera', "Point the camera at a sample's barcode."],
  ['ar', 'المسح بالكاميرا', 'وجّه الكاميرا نحو الرمز الشريطي للعينة.'],
] as const)
  test(`the camera scan's dialog has nothing serious for axe (${lng})`, async ({ page }) => {
    test.setTimeout(30_000);
    await page.addInitScript(cameraBrowser);
    await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
    await page.goto('/patients');
    await page.getByRole('button', { name: control }).click({ timeout: START_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: control });
    await expect(dialog.getByRole('status')).toContainText(hint);
    await expect(dialog.locator('video')).toBeVisible();
    await expectAccessible(page, `camera scan (${lng})`);
  });

test('a sample read by the camera opens its results, and the camera is stopped', async ({
  page,
  clinic,
}) => {
  test.setTimeout(30_000);
  const patient = await clinic.patient();
  const result = await awaiting(clinic, patient, await ferritin(clinic), '40');
  await page.addInitScript(cameraBrowser);
  await openAt(page, '/patients');
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
  await expect(dialog.getByRole('status')).toContainText("Point the camera at a sample's barcode.");
  await page.evaluate((id) => Object.assign(window, { sampleInView: id }), String(result.id));
  await expect(page).toHaveURL(new RegExp(`/results\\?.*customerId=${patient.id}`));
  await expect(dialog).toBeHidden();
  const tracks = await page.evaluate(() =>
    (window as unknown as { cameraStream: MediaStream }).cameraStream
      .getTracks()
      .map((track) => track.readyState),
  );
  expect(tracks).toEqual(['ended']);
});
