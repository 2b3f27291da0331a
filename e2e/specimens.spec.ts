import type { Page } from '@playwright/test';
import type { Rec } from './support/api';
import { expectAccessible } from './support/axe';
import { test } from './support/fixtures';
import { labStatuses } from './support/lab';
import { expect, openAt, START_TIMEOUT } from './support/lists';
import type { Patient, TestClinic } from './support/records';

/**
 * The laboratory's specimens (docs/lab.md): ranges by sex and age, a scanned sample (saved
 * views: saved-views.spec.ts). Samples of the test's own, on a day to come that no real sample has.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

const VISIT = '2027-03-04T08:30:00.000Z';

/** Ferritin with a woman's and a man's range (the general one between them). */
const ferritin = (clinic: TestClinic) =>
  clinic.examination({
    name: `Ferritin ${clinic.unique()}`,
    unit: 'ng/mL',
    referenceRange: '20-250',
    ranges: [
      { sex: 'female', ageFrom: 18, ageUnit: 'years', low: 15, high: 150 },
      { sex: 'male', ageFrom: 18, ageUnit: 'years', low: 30, high: 400 },
    ],
  });

async function awaiting(clinic: TestClinic, patient: Patient, exam: Rec, value?: string) {
  const statuses = await labStatuses(clinic);
  return clinic.create('results', {
    customerId: patient.id,
    examinationId: exam.id,
    testName: exam.name,
    unit: exam.unit,
    range: exam.referenceRange,
    sampledAt: VISIT,
    statusId: statuses.entry,
    ...(value && { value }),
  });
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Worksheet, \d+ results?$/ });

test("a woman's and a man's ferritin, each flagged against their own range on the worksheet @server", async ({
  page,
  clinic,
}) => {
  const exam = await ferritin(clinic);
  const woman = await clinic.patient({ sex: 'female', dateOfBirth: '1985-05-01' });
  const man = await clinic.patient({ firstName: 'Karim', sex: 'male', dateOfBirth: '1985-05-01' });
  await awaiting(clinic, woman, exam);
  await awaiting(clinic, man, exam);

  for (const [patient, range, who, flag] of [
    [woman, '15-150', 'Female', 'High'],
    [man, '30-400', 'Male', 'Normal'],
  ] as const) {
    await openAt(page, `/results/worksheet?by=visit&customerId=${patient.id}`);
    await expect(grid(page)).toBeVisible({ timeout: START_TIMEOUT });
    const name = `Value of ${exam.name}, ${patient.name}`;
    const value = grid(page).getByRole('textbox', { name });
    const row = grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name }) });
    await expect(row).toContainText(range);
    await expect(row).toContainText(`Range for: ${who}, 18 years and over`);
    await value.fill('200');
    // 200 ng/mL is high for her (15-150), normal for him (30-400) and the general range.
    await expect(row.getByRole('gridcell').nth(4)).toHaveText(flag);
  }
});

test('a sample scanned with a keyboard scanner opens its results', async ({ page, clinic }) => {
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

for (const lng of ['en', 'ar'] as const)
  test(`the labels, the ranges form and the saved views have nothing serious for axe (${lng})`, async ({
    page,
    clinic,
  }) => {
    const exam = await ferritin(clinic);
    const patient = await clinic.patient({ firstName: 'ياسمين' });
    await awaiting(clinic, patient, exam, '40');
    // The records are made first (the fixture reads the app in English), then the language set.
    await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
    await page.goto(`/patients/${patient.id}/labels`);
    const sheet = page.getByRole('list').filter({ has: page.locator('svg rect') });
    await expect(sheet).toBeVisible({ timeout: START_TIMEOUT });
    await expectAccessible(page, `labels (${lng})`);

    await page.goto(`/examinations?edit=${exam.id}`);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: START_TIMEOUT });
    await expect(page.getByRole('dialog').locator('fieldset table')).toBeVisible();
    await expectAccessible(page, `ranges form (${lng})`);

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
