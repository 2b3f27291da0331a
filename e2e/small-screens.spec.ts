import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { test } from './support/fixtures';
import { labResult, labStatuses } from './support/lab';
import { expect, START_TIMEOUT } from './support/lists';

/**
 * Tablets and phones (docs/screens.md "Small screens"): the list's filters behind one button,
 * in a drawer from the reading side; the worksheet's rows stacked, their value cell on screen.
 */
test.use({ signedIn: true, timezoneId: 'UTC', viewport: { width: 390, height: 844 } });

const AR = {
  filters: 'عوامل التصفية',
  oneSet: 'عوامل التصفية، 1 مضبوط',
  byValue: 'تصفية حسب القيمة',
  show: 'عرض النتائج',
  clear: 'مسح عوامل التصفية',
};

async function openIn(page: Page, lng: 'en' | 'ar', path: string) {
  await page.addInitScript((l) => localStorage.setItem('clinic-admin.lng', l), lng);
  await page.goto(path);
  const firstRow = page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row').first();
  await expect(firstRow).toBeVisible({ timeout: START_TIMEOUT });
  return firstRow;
}

test('on a phone in Arabic, the first result is on the first screen and the filters work from their drawer', async ({
  page,
}) => {
  const firstRow = await openIn(page, 'ar', '/results');
  const box = (await firstRow.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);

  await page.getByRole('button', { name: AR.filters, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: AR.filters });
  await drawer.getByRole('combobox', { name: AR.byValue }).selectOption('out');
  await expect(page).toHaveURL(/[?&]flag=out(&|$)/);
  // Right to left, it comes from the right.
  const side = (await drawer.boundingBox())!;
  expect(side.x + side.width).toBeGreaterThan(385);
  await drawer.getByRole('button', { name: AR.show }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: AR.oneSet }).click();
  await drawer.getByRole('button', { name: AR.clear }).click();
  await expect(page).not.toHaveURL(/flag=/);
  await expect(page.getByRole('button', { name: AR.filters, exact: true })).toBeVisible();
});

for (const lng of ['en', 'ar'] as const)
  test(`the filters' drawer has nothing serious for axe (${lng})`, async ({ page }) => {
    await openIn(page, lng, '/results?flag=out');
    await page.getByRole('button', { name: lng === 'en' ? 'Filters, 1 set' : AR.oneSet }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `filters' drawer (${lng})`);
  });

test("on a phone, the worksheet's first value cell is on screen and takes a value", async ({
  page,
  clinic,
}) => {
  const exam = await clinic.examination({
    name: `Potassium ${clinic.unique()}`,
    unit: 'mmol/L',
    referenceRange: '3.5-5.1',
  });
  const patient = await clinic.patient();
  const statuses = await labStatuses(clinic);
  await labResult(clinic, patient, exam, {
    sampledAt: '2027-03-04T08:30:00.000Z',
    statusId: statuses.entry,
  });
  await page.goto(`/results/worksheet?by=visit&customerId=${patient.id}`);
  const value = page.getByRole('textbox', { name: `Value of ${exam.name}, ${patient.name}` });
  await expect(value).toBeVisible({ timeout: START_TIMEOUT });
  await expect(value).toBeInViewport({ ratio: 1 });
  await value.fill('6.2');
  await expect(page.getByRole('row').filter({ has: value })).toContainText('High');
  await value.press('Enter');
  await expect(page.getByRole('row').filter({ has: value })).toContainText('Saved');
});
