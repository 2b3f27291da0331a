import { test } from './support/fixtures';
import { expect, mainNav, openAt, rowNamed, settled } from './support/lists';

/** Cash drawers and staff of the test's own (a drawer holds US dollars unless told). */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

test('the drawers list names each drawer’s staff, its currency and balance, also in Arabic', async ({
  page,
  clinic,
}) => {
  const staff = await clinic.user();
  const drawer = await clinic.drawer({ users: [staff.id] });
  await openAt(page, `/drawers?name=${drawer.name}`);
  await mainNav(page).getByRole('link', { name: 'Cash drawers' }).click();
  const table = page.getByRole('table', { name: 'Cash drawers' });
  await settled(table);
  const row = rowNamed(page, table, String(drawer.name));
  await expect(row).toContainText(String(staff.name));
  await expect(row).toContainText('USD');
  await expect(row).toContainText('$100.00');

  await page.goto(`/drawers?name=${drawer.name}&lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'أدراج النقد' })).toContainText(String(staff.name));
});

test('staff are attached and detached with a searchable picker @server', async ({
  page,
  clinic,
}) => {
  const member = String((await clinic.user()).name);
  const drawer = await clinic.drawer({ currency: 'EUR' });
  // The drawer's page opens from its row with the mouse: its name is a link to it.
  await openAt(page, `/drawers?name=${drawer.name}`);
  const link = page
    .getByRole('table', { name: 'Cash drawers' })
    .getByRole('link', { name: String(drawer.name), exact: true });
  await expect(link).toHaveAttribute('href', `/drawers/${drawer.id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/drawers/${drawer.id}$`));
  const staff = page.getByRole('region', { name: 'Staff' });
  const list = staff.getByRole('list', { name: 'Staff attached to this drawer' });
  await expect(list).not.toContainText(member);
  const picker = staff.getByRole('combobox', { name: 'Staff member to attach' });
  await picker.click();
  await picker.fill(member);
  await page.getByRole('option', { name: member }).click();
  await staff.getByRole('button', { name: 'Attach' }).click();
  await expect(list).toContainText(member);

  await staff.getByRole('button', { name: `Detach ${member}` }).click();
  await expect(list).not.toContainText(member);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Staff attached to this drawer' })).not.toContainText(
    member,
  );
});

test('a cash session counted blind: nothing expected in sight before the count is in, then the figures, final @server', async ({
  page,
  clinic,
}) => {
  const drawer = await clinic.drawer({ status: clinic.word('drawers', 'closed') });
  await openAt(page, `/drawers/${drawer.id}`);
  const session = page.getByRole('region', { name: 'Cash session' });
  await session.getByRole('button', { name: 'Open the session' }).click();
  // Who runs the session will count it: what the drawer should hold is not theirs to see.
  await expect(session).toContainText('What the drawer should hold is not shown');
  await expect(page.getByRole('main')).toContainText('BalanceNot shown');
  const count = page.getByRole('region', { name: 'Close with a blind count' });
  await count.getByRole('button', { name: 'Start the count' }).click();
  await expect(count.getByText('Expected', { exact: true })).toBeHidden();
  await count.getByRole('textbox', { name: '$100.00 notes' }).fill('1');
  await count.getByRole('textbox', { name: '$20.00 notes' }).fill('2');
  await count.getByRole('textbox', { name: '$0.25 coins' }).fill('3');
  await expect(count).toContainText('Counted so far: $140.75');
  await count.getByRole('button', { name: 'Submit the count' }).click();

  const result = count.getByRole('table', { name: 'Count result' });
  await expect(result.getByRole('row', { name: /USD/ })).toHaveText(
    /USD\$100\.00\$140\.75\$40\.75/,
  );
  // A recount is another count: the first stays, listed.
  await count.getByRole('button', { name: 'Count again' }).click();
  await count.getByRole('textbox', { name: '$100.00 notes' }).fill('1');
  await count.getByRole('button', { name: 'Submit the count' }).click();
  await expect(count).toContainText('Earlier counts: $140.75');
  await expect(result.getByRole('row', { name: /USD/ })).toHaveText(/USD\$100\.00\$100\.00\$0\.00/);
  await count.getByRole('button', { name: 'Close the session' }).click();
  await expect(page.getByRole('table', { name: 'Closed sessions' })).toContainText('Z-1');
  await expect(page.getByRole('main')).toContainText('Closed');
});
