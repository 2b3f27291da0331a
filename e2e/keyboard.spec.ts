import type { Locator, Page } from '@playwright/test';
import { FIRST } from './support/area-kit';
import { AREAS, listOf, notification, shownRows } from './support/areas';
import { composer, openComposer } from './support/email';
import { account, accountMenuName, loginForm, needs, test } from './support/fixtures';
import { expect, openAt, pager } from './support/lists';

/**
 * Keyboard only: no mouse anywhere in these flows. Each control is reached with Tab (or
 * Shift+Tab), used with Enter, Space or typing, and wherever a dialog or drawer closes, focus
 * lands on something visible, never on <body>.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** Focus is on an element (not lost to <body>) and the browser shows it. */
async function expectVisibleFocus(page: Page, where: string) {
  // Focus comes back when a closing transition ends: waited for, not assumed.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'lost to <body>';
          return el.matches(':focus-visible')
            ? 'shown'
            : `not shown on ${el.tagName.toLowerCase()}`;
        }),
      { message: `focus ${where}` },
    )
    .toBe('shown');
}

const doctors = AREAS.find((area) => area.name === 'doctors')!;

test('signs in', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await tabTo(page, form.phone);
  await expectVisibleFocus(page, 'phone');
  await page.keyboard.type(account.phone);
  await tabTo(page, form.password);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: accountMenuName() })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ signedIn: true });
  // Long flows, every step a key press: room on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('pages, sorts and filters a list', async ({ page, clinic }) => {
    // Eleven doctors of the test's own, three of them cardiologists: two pages of ten.
    const lastName = clinic.unique();
    for (const [i, firstName] of FIRST.entries())
      await clinic.doctor({ firstName, lastName, specialty: i < 3 ? 'Cardiology' : 'Neurology' });
    await openAt(page, `/doctors?lastName=${lastName}&size=10`);
    const list = listOf(page, doctors);
    await shownRows(page, doctors);

    // The first Tab offers to skip the header and the sidebar.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const { next, summary } = pager(page.getByRole('main'));
    // The pager heads the table: reached before its rows, not after all of them.
    await tabTo(page, next);
    await expectVisibleFocus(page, 'Next');
    await page.keyboard.press('Enter');
    await expect(summary).toHaveText(/^Page 2/);

    const nameHeader = list.table.getByRole('columnheader', { name: 'Name', exact: true });
    await tabTo(page, nameHeader.getByRole('button'));
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', /ascending|descending/);

    const filter = list.filters.getByRole('textbox', { name: 'Filter by Specialty', exact: true });
    await tabTo(page, filter, { back: true });
    await page.keyboard.type('Cardiology');
    // The whole word applied (its first letters already find the same three rows).
    await expect(page).toHaveURL(/[?&]specialty=Cardiology(&|$)/);
    await expect(list.table).toHaveAttribute('aria-busy', 'false');
    await expect(list.rows).toHaveCount(3);
  });

  test('edits a record and deletes it with Undo', async ({ page, clinic }) => {
    const doctor = await clinic.doctor({ specialty: 'Cardiology' });
    await openAt(page, `/doctors?lastName=${doctor.lastName}`);
    const list = listOf(page, doctors);
    await shownRows(page, doctors);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Open the row's editor, change a field, save: focus comes back to the page.
    const edit = list.rows.first().getByRole('button', { name: /^Edit / });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: doctors.editTitle });
    await expect(drawer).toBeVisible();
    const specialty = drawer.getByRole('textbox', { name: 'Specialty', exact: true });
    await tabTo(page, specialty);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Cardiology and sports');
    await tabTo(page, drawer.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expect(notification(page, doctors.saved)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expectVisibleFocus(page, 'after the drawer closed');

    // Delete, then Undo from the notice, all from the keyboard.
    const [name = ''] = await shownRows(page, doctors);
    const remove = list.row(name).getByRole('button', { name: `Delete ${name}`, exact: true });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expectVisibleFocus(page, 'after the confirmation closed');
    await expect(list.row(name)).toHaveCount(0);
    await tabTo(page, notification(page, `${name} deleted`).getByRole('button', { name: 'Undo' }));
    await page.keyboard.press('Enter');
    await expect(list.row(name)).toHaveCount(1);
  });

  test("edits a result's range in its row", async ({ page, clinic }) => {
    const patient = await clinic.patient();
    await clinic.result(patient);
    await openAt(page, `/results?customerId=${patient.id}`);
    const table = page.getByRole('main').getByRole('table', { name: 'Results', exact: true });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    // Past the header and the sidebar, as a keyboard user goes: by the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const editRange = table.getByRole('button', { name: /^Edit reference range of / }).first();
    await tabTo(page, editRange);
    await page.keyboard.press('Enter');
    const input = table.getByRole('textbox', { name: /^Reference range of / });
    await tabTo(page, input);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3.5-5.2');
    await page.keyboard.press('Enter');
    await expect(notification(page, /saved: 3\.5-5\.2$/)).toBeVisible();
    await expect(input).toBeHidden();
    await expectVisibleFocus(page, 'after the range was saved');
  });

  test('composes and sends an email', async ({ page }) => {
    needs('mail');
    await openComposer(page);
    const c = composer(page);
    await tabTo(page, c.to);
    await page.keyboard.type('Dr. Sara Nassar <s.nassar@cardio-center.example>');
    await tabTo(page, c.subject);
    await page.keyboard.type('Keyboard only');
    await tabTo(page, c.body);
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByText('Message sent.')).toBeVisible();
  });
});
