import { demoOnly, test } from './support/fixtures';
import { expect, mainNav, openAt, rowNamed, settled } from './support/lists';

/** The seeded drawers: drw-01 "Reception desk 1" (USD), drw-04 "Euro drawer" (EUR). */
demoOnly('uses the seeded drawers and staff');
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

test('the drawers list names each drawer’s staff, its currency and balance, also in Arabic', async ({
  page,
}) => {
  await openAt(page, '/drawers');
  await mainNav(page).getByRole('link', { name: 'Cash drawers' }).click();
  const table = page.getByRole('table', { name: 'Cash drawers' });
  await settled(table);
  const row = rowNamed(page, table, 'Reception desk 1');
  await expect(row).toContainText('Omar Khalil');
  await expect(row).toContainText('USD');

  await page.goto('/drawers?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'أدراج النقد' })).toContainText('Omar Khalil');
});

test('staff are attached and detached with a searchable picker', async ({ page }) => {
  // The drawer's page opens from its row with the mouse: its name is a link to it.
  await openAt(page, '/drawers');
  const link = page
    .getByRole('table', { name: 'Cash drawers' })
    .getByRole('link', { name: 'Euro drawer', exact: true });
  await expect(link).toHaveAttribute('href', '/drawers/drw-04');
  await link.click();
  await expect(page).toHaveURL(/\/drawers\/drw-04$/);
  const staff = page.getByRole('region', { name: 'Staff' });
  const list = staff.getByRole('list', { name: 'Staff attached to this drawer' });
  await expect(list).not.toContainText('Claire Martin');
  const picker = staff.getByRole('combobox', { name: 'Staff member to attach' });
  await picker.click();
  await picker.fill('Claire');
  await page.getByRole('option', { name: 'Claire Martin' }).click();
  await staff.getByRole('button', { name: 'Attach' }).click();
  await expect(list).toContainText('Claire Martin');

  await staff.getByRole('button', { name: 'Detach Claire Martin' }).click();
  await expect(list).not.toContainText('Claire Martin');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Staff attached to this drawer' })).not.toContainText(
    'Claire Martin',
  );
});

test('a blind count hides the expected amount until the count is finished, then saves it', async ({
  page,
}) => {
  await openAt(page, '/drawers/drw-01');
  const count = page.getByRole('region', { name: 'Close with a blind count' });
  await count.getByRole('button', { name: 'Start the count' }).click();
  await expect(page.getByRole('main')).toContainText('BalanceHidden during the count');
  await expect(count.getByText('Expected', { exact: true })).toBeHidden();
  await count.getByRole('textbox', { name: '$100.00 notes' }).fill('1');
  await count.getByRole('textbox', { name: '$20.00 notes' }).fill('2');
  await count.getByRole('textbox', { name: '$0.25 coins' }).fill('3');
  await expect(count).toContainText('Counted so far: $140.75');
  await count.getByRole('button', { name: 'Finish the count' }).click();

  const result = count.getByRole('group', { name: 'Count result' });
  await expect(result).toContainText('Expected');
  await expect(result).toContainText('Counted$140.75');
  await expect(result).toContainText('Difference');
  await count.getByRole('button', { name: 'Save the count and close the drawer' }).click();
  await expect(count.getByRole('status')).toContainText('counted $140.75');
  await expect(page.getByRole('main')).not.toContainText('Hidden during the count');
  await expect(page.getByRole('main')).toContainText('Closed');
});
