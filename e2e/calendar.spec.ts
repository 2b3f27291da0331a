import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { demoOnly, test } from './support/fixtures';
import { expect, mainNav } from './support/lists';

/**
 * The appointment calendar (issue 24) on the demo seed's week: Amelia Wright (doc-007, a GP) works
 * Monday 23 November from 08:00, Alice Brown (doc-001) only its afternoon, and Amelia Wright is
 * double-booked on Friday 20 at 08:00 and 08:10. The seed's times are UTC, and so is this browser.
 */
demoOnly('reads, books and moves seeded appointments');
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

const FAULTS_KEY = 'clinic-admin.demo.faults';
const WRIGHT = 'doc-007';
const BROWN = 'doc-001';

const open = async (page: Page, search: string) => {
  await page.goto(`/appointments/calendar?${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment calendar' })).toBeVisible({
    timeout: 20_000,
  });
};
const grid = (page: Page) => page.getByRole('region', { name: 'Calendar of Appointments' });
/** An appointment on the grid, by the start of its name (its time, then its patient…). */
const visit = (page: Page, name: string | RegExp) =>
  grid(page).getByRole('button', {
    name: typeof name === 'string' ? new RegExp(`^${name}`) : name,
  });

/** What the page says (its live region) once the server took a change: time, doctor, length. */
const saved = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: `: ${text}` });

/** Drags `from` into the column of `doctor`, at the same height, as a hand on a mouse does. */
async function drag(page: Page, from: Locator, doctor: string) {
  await from.scrollIntoViewIfNeeded();
  const box = (await from.boundingBox())!;
  const column = (await grid(page).getByText(doctor, { exact: true }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + 6];
  const dx = column.x + column.width / 2 - x;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + (dx * step) / 5, y);
  await page.mouse.up();
}

test('books a free slot: the form opens with the doctor and the time filled in', async ({
  page,
}) => {
  await open(page, `view=day&date=2026-12-01&doctors=${WRIGHT}`);
  const book = page.getByRole('combobox', { name: 'Book a free slot' });
  await book.click();
  await book.fill('10:00');
  await page.getByRole('option', { name: /Tue, Dec 1, 10:00 AM · Amelia Wright/ }).click();

  const drawer = page.getByRole('dialog', { name: 'New appointment' });
  await expect(drawer.getByRole('combobox', { name: 'Doctor' })).toHaveValue(/Amelia Wright/);
  await expect(drawer.getByRole('textbox', { name: 'Date and time' })).toHaveValue(
    '2026-12-01T10:00',
  );
  const patient = drawer.getByRole('combobox', { name: 'Patient' });
  await patient.fill('Léa Faure');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Léa Faure · / })
    .first()
    .click();
  await drawer.getByRole('textbox', { name: 'Reason' }).fill('Calendar booking');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(drawer).toBeHidden();
  await expect(visit(page, '10:00 AM–10:20 AM Léa Faure Calendar booking Scheduled')).toBeVisible();
  // The calendar was asked for the days on screen only (the date filters of the demo backend).
  await page.reload();
  await expect(visit(page, '10:00 AM–10:20 AM Léa Faure')).toBeVisible();
});

test('drags an appointment to another doctor; a refusal rolls it back with the server’s message', async ({
  page,
}) => {
  await open(page, `view=day&date=2026-11-23&doctors=${WRIGHT},${BROWN}`);
  const first = visit(page, /^08:00 AM–08:30 AM .*Amelia Wright/);
  await expect(first).toBeVisible();

  // The server refuses, a moment after the change is shown.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_KEY,
    JSON.stringify([
      {
        method: 'PUT',
        path: '/api/appointments/',
        status: 409,
        delayMs: 800,
        body: { msg: 'Alice Brown only sees patients in the afternoon.' },
        times: 1,
      },
    ]),
  ] as const);
  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/api/appointments/'),
  );
  await drag(page, first, 'Alice Brown · General practice');
  const body = (await put).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ doctorId: BROWN, scheduledAt: '2026-11-23T08:00:00.000Z' });
  // Shown at once in her column, then back, with the reason.
  const moved = visit(page, /^08:00 AM–08:30 AM .*Alice Brown/);
  await expect(moved).toBeVisible();
  await expect(
    page.getByText('Alice Brown only sees patients in the afternoon.', { exact: true }),
  ).toBeVisible();
  await expect(first).toBeVisible();
  await expect(moved).toHaveCount(0);

  // Accepted this time: it stays, the server says so, and has it after a reload.
  await drag(page, first, 'Alice Brown · General practice');
  await expect(moved).toBeVisible();
  await expect(
    saved(page, 'Mon 08:00 AM with Alice Brown · General practice, 30 min.'),
  ).toBeAttached();
  await page.reload();
  await expect(moved).toBeVisible();
});

test('moves an appointment and changes its length with the keyboard only', async ({ page }) => {
  await open(page, `view=day&date=2026-11-23&doctors=${WRIGHT},${BROWN}`);
  const at = (times: string, doctor: string) => visit(page, new RegExp(`^${times} .*${doctor}`));
  await at('08:00 AM–08:30 AM', 'Amelia Wright').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Selected appointment' })).toBeVisible();

  // Each change is drawn anew, and the keyboard stays on the appointment.
  await page.keyboard.press('ArrowDown');
  await expect(at('08:15 AM–08:45 AM', 'Amelia Wright')).toBeFocused();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(at('08:15 AM–09:00 AM', 'Amelia Wright')).toBeFocused();
  // To the next doctor's column: Alice Brown's.
  await page.keyboard.press('ArrowRight');
  await expect(at('08:15 AM–09:00 AM', 'Alice Brown')).toBeFocused();
  await expect(at('08:15 AM–09:00 AM', 'Amelia Wright')).toHaveCount(0);

  // The same from the selected appointment's panel: its Move dialog.
  await page.getByRole('button', { name: 'Move…' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Move / });
  await dialog.getByRole('textbox', { name: 'Date and time' }).fill('2026-11-23T14:30');
  const doctor = dialog.getByRole('combobox', { name: 'Doctor' });
  await doctor.fill('Amelia Wright');
  await expect(page.getByRole('option', { name: /Amelia Wright/ })).toBeVisible();
  await doctor.press('ArrowDown');
  await doctor.press('Enter');
  await expect(doctor).toHaveValue(/Amelia Wright/);
  await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('30');
  await dialog.getByRole('button', { name: 'Move', exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(at('02:30 PM–03:00 PM', 'Amelia Wright')).toBeVisible();
  // Each step was a PUT the server kept.
  await expect(
    saved(page, 'Mon 02:30 PM with Amelia Wright · General practice, 30 min.'),
  ).toBeAttached();
  await page.reload();
  await expect(at('02:30 PM–03:00 PM', 'Amelia Wright')).toBeVisible();
});

test('marks a double booking, and the form warns before saving one', async ({ page }) => {
  await open(page, `view=day&date=2026-11-20&doctors=${WRIGHT}`);
  await expect(visit(page, /^08:00 AM–08:30 AM .* Overlaps /)).toBeVisible();
  await expect(visit(page, /^08:10 AM–08:30 AM .* Overlaps /)).toBeVisible();
  await expect(visit(page, /^09:20 AM–09:50 AM/)).not.toHaveAccessibleName(/Overlaps/);

  await visit(page, '09:20 AM–09:50 AM').click();
  await page.getByRole('button', { name: 'Open' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit appointment' });
  const warning = drawer.getByRole('alert').filter({ hasText: 'Overlaps another appointment' });
  await expect(warning).toHaveCount(0);
  await drawer.getByRole('textbox', { name: 'Date and time' }).fill('2026-11-20T08:20');
  await expect(warning).toContainText('08:10 AM–08:30 AM Follow-up of results');
  await expectAccessible(page, 'calendar with an edit drawer');
});

test('the week view in Arabic runs right to left', async ({ page }) => {
  await page.goto(`/appointments/calendar?lng=ar&view=week&date=2026-11-18&doctors=${WRIGHT}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تقويم المواعيد' })).toBeVisible({
    timeout: 20_000,
  });
  const week = page.getByRole('region', { name: 'تقويم المواعيد' });
  await expect(week.getByRole('button', { name: /مجدول/ }).first()).toBeVisible();
  // Monday's column stands to the right of Tuesday's.
  const monday = (await week.getByText('الاثنين').first().boundingBox())!;
  const tuesday = (await week.getByText('الثلاثاء').first().boundingBox())!;
  expect(monday.x).toBeGreaterThan(tuesday.x);
  await expectAccessible(page, 'calendar, week, Arabic');
});

test('the list or the calendar, as last chosen; the list loads no calendar code', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto('/appointments');
  await expect(page.getByRole('table', { name: 'Appointments' })).toBeVisible({ timeout: 20_000 });
  expect((await Promise.all(scripts)).some((text) => text.includes('ec-now-indicator'))).toBe(
    false,
  );

  const views = page.getByRole('group', { name: 'Appointments view' });
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/appointments\/calendar/);
  await expect(grid(page)).toBeVisible();
  // Only the view shown is current (the list's path is the calendar's parent).
  await expect(views.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(views.getByRole('link', { name: 'List' })).not.toHaveAttribute('aria-current');
  await expectAccessible(page, 'calendar, day');

  // The sidebar's "Appointments" now opens the calendar, until the list is chosen again.
  await page.goto('/printers');
  await mainNav(page).getByRole('link', { name: 'Appointments', exact: true }).click();
  await expect(page).toHaveURL(/\/appointments\/calendar/);
  await page
    .getByRole('group', { name: 'Appointments view' })
    .getByRole('link', { name: 'List' })
    .click();
  await expect(page).toHaveURL(/\/appointments$/);
  await page.goto('/printers');
  await mainNav(page).getByRole('link', { name: 'Appointments', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Appointments' })).toBeVisible();
});
