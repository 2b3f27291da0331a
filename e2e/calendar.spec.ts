import type { Locator, Page, Request } from '@playwright/test';
import type { Rec } from './support/api';
import { expectAccessible } from './support/axe';
import { backendField, backendWord, offers } from './support/deployment';
import { test } from './support/fixtures';
import { expect, mainNav } from './support/lists';
import type { TestClinic } from './support/records';
import { refuseOnce } from './support/refuse';

/**
 * The appointment calendar (issue 24) on doctors, patients and appointments of the test's own,
 * in a week of its own two to three weeks ahead (every slot of it still free to book), in the
 * calendar's columns of those doctors only. Times are UTC, in the browser as in the records.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of the week after next. */
const MONDAY = (() => {
  const today = new Date().toISOString().slice(0, 10);
  return addDays(today, 14 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
})();
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

/** A doctor of the test's own, and the name the calendar gives its column. */
async function doctor(clinic: TestClinic, firstName: string) {
  const made = await clinic.doctor({ firstName });
  const name = `${firstName} ${made.lastName as string}`;
  return { id: made.id, name, column: `${name} · General practice` };
}
type Doctor = Awaited<ReturnType<typeof doctor>>;

/** An appointment of the test's, scheduled (in the server's word), 30 minutes unless told. */
const book = (clinic: TestClinic, patient: Rec, who: Doctor, when: string, over = {}) =>
  clinic.appointment(patient, {
    doctorId: who.id,
    scheduledAt: when,
    durationMinutes: 30,
    status: backendWord('appointments', 'status', 'scheduled'),
    ...over,
  });

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
async function drag(page: Page, from: Locator, doctor: Doctor) {
  await from.scrollIntoViewIfNeeded();
  const box = (await from.boundingBox())!;
  const column = (await grid(page).getByText(doctor.column, { exact: true }).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + 6];
  const dx = column.x + column.width / 2 - x;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + (dx * step) / 5, y);
  await page.mouse.up();
}

/** The calendar's reads of a doctor's appointments (`GET …/api/appointments?doctorId=…`). */
const readsOf = (request: Request, doctorId: string) => {
  const url = new URL(request.url());
  return (
    request.method() === 'GET' &&
    url.pathname.endsWith('/api/appointments') &&
    [...url.searchParams.values()].includes(doctorId)
  );
};

test('books a free slot: the form opens with the doctor and the time filled in @server', async ({
  page,
  clinic,
}) => {
  const tuesday = addDays(MONDAY, 1);
  const [patient, wright] = [await clinic.patient(), await doctor(clinic, 'Amelia')];
  await open(page, `view=day&date=${tuesday}&doctors=${wright.id}`);
  const book = page.getByRole('combobox', { name: 'Book a free slot' });
  await book.click();
  await book.fill('10:00');
  const slot = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(at(tuesday, '10:00')));
  await page.getByRole('option', { name: `${slot} · ${wright.column}`, exact: true }).click();

  const drawer = page.getByRole('dialog', { name: 'New appointment' });
  await expect(drawer.getByRole('combobox', { name: 'Doctor' })).toHaveValue(
    new RegExp(wright.name),
  );
  await expect(drawer.getByRole('textbox', { name: 'Date and time' })).toHaveValue(
    `${tuesday}T10:00`,
  );
  await drawer.getByRole('combobox', { name: 'Patient' }).fill(patient.lastName);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${patient.name} · `) })
    .click();
  await drawer.getByRole('textbox', { name: 'Reason' }).fill('Calendar booking');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(drawer).toBeHidden();
  const booked = visit(page, `10:00 AM–10:20 AM ${patient.name} Calendar booking Scheduled`);
  await expect(booked).toBeVisible();

  // Read again from the server, by the days on screen where it filters by date, else page by
  // page, newest first, each page shown on a bar while it is on its way.
  const reads: Request[] = [];
  page.on('request', (r) => void (readsOf(r, wright.id) && reads.push(r)));
  let release = () => {};
  let held = false;
  if (!offers('dateRange'))
    await page.route(
      (url) => url.pathname.endsWith('/api/appointments'),
      async (route) => {
        // The doctor's first page (not its CORS preflight) waits until the bar is seen.
        if (readsOf(route.request(), wright.id) && !held) {
          held = true;
          await new Promise<void>((done) => (release = done));
        }
        await route.continue();
      },
    );
  await page.reload();
  if (!offers('dateRange')) {
    // At 0 % the bar has no width: it is there for a screen reader, not yet to the eye.
    await expect(
      page.getByRole('progressbar', { name: 'Reading: 0 pages of at most 20' }),
    ).toBeAttached({ timeout: 20_000 });
    await expect(
      page.getByText(/^This server cannot filter by date: .* newest first, page by page/),
    ).toBeVisible();
    release();
  }
  await expect(visit(page, `10:00 AM–10:20 AM ${patient.name}`)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const asked = Object.fromEntries(new URL(reads[0]!.url()).searchParams);
  const scheduledAt = backendField('appointments', 'scheduledAt');
  if (offers('dateRange'))
    expect(asked).toMatchObject({
      [`${scheduledAt}From`]: addDays(tuesday, -1),
      [`${scheduledAt}To`]: addDays(tuesday, 1),
    });
  else {
    expect(asked).toMatchObject({ sort: `${scheduledAt}*desc` });
    expect(Object.keys(asked).filter((key) => /(From|To)$/.test(key))).toEqual([]);
  }
});

test('drags an appointment to another doctor; a refusal rolls it back with the server’s message', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.patient();
  const [wright, brown] = [await doctor(clinic, 'Amelia'), await doctor(clinic, 'Alice')];
  await book(clinic, patient, wright, at(MONDAY, '08:00'));
  // The server refuses, once the change is seen on screen.
  const message = `${brown.name} only sees patients in the afternoon.`;
  const refused = await refuseOnce(page, {
    method: 'PUT',
    path: /\/api\/appointments\/[^/]+$/,
    status: 409,
    json: { msg: message },
    held: true,
  });
  await open(page, `view=day&date=${MONDAY}&doctors=${wright.id},${brown.id}`);
  const first = visit(page, new RegExp(`^08:00 AM–08:30 AM .*${wright.name}`));
  await expect(first).toBeVisible();

  await drag(page, first, brown);
  expect(await refused.body).toMatchObject({
    doctorId: brown.id,
    scheduledAt: at(MONDAY, '08:00'),
  });
  // Shown at once in her column, then back, with the reason.
  const moved = visit(page, new RegExp(`^08:00 AM–08:30 AM .*${brown.name}`));
  await expect(moved).toBeVisible();
  refused.release();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(first).toBeVisible();
  await expect(moved).toHaveCount(0);

  // Accepted this time: it stays, the server says so, and has it after a reload.
  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/api\/appointments\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await drag(page, first, brown);
  expect((await put).postDataJSON()).toMatchObject({
    doctorId: brown.id,
    scheduledAt: at(MONDAY, '08:00'),
  });
  await expect(moved).toBeVisible();
  await expect(saved(page, `Mon 08:00 AM with ${brown.column}, 30 min.`)).toBeAttached();
  await page.reload();
  await expect(moved).toBeVisible();
});

test('moves an appointment and changes its length with the keyboard only', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.patient();
  const [wright, brown] = [await doctor(clinic, 'Amelia'), await doctor(clinic, 'Alice')];
  await book(clinic, patient, wright, at(MONDAY, '08:00'));
  await open(page, `view=day&date=${MONDAY}&doctors=${wright.id},${brown.id}`);
  const within = (times: string, who: Doctor) => visit(page, new RegExp(`^${times} .*${who.name}`));
  await within('08:00 AM–08:30 AM', wright).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Selected appointment' })).toBeVisible();

  // Each change is drawn anew, and the keyboard stays on the appointment.
  await page.keyboard.press('ArrowDown');
  await expect(within('08:15 AM–08:45 AM', wright)).toBeFocused();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(within('08:15 AM–09:00 AM', wright)).toBeFocused();
  // To the next doctor's column: the second doctor's.
  await page.keyboard.press('ArrowRight');
  await expect(within('08:15 AM–09:00 AM', brown)).toBeFocused();
  await expect(within('08:15 AM–09:00 AM', wright)).toHaveCount(0);

  // The same from the selected appointment's panel: its Move dialog.
  await page.getByRole('button', { name: 'Move…' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Move / });
  await dialog.getByRole('textbox', { name: 'Date and time' }).fill(`${MONDAY}T14:30`);
  const choice = dialog.getByRole('combobox', { name: 'Doctor' });
  await choice.fill(wright.name);
  await expect(page.getByRole('option', { name: new RegExp(wright.name) })).toBeVisible();
  await choice.press('ArrowDown');
  await choice.press('Enter');
  await expect(choice).toHaveValue(new RegExp(wright.name));
  await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('30');
  await dialog.getByRole('button', { name: 'Move', exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(within('02:30 PM–03:00 PM', wright)).toBeVisible();
  // Each step was a PUT the server kept.
  await expect(saved(page, `Mon 02:30 PM with ${wright.column}, 30 min.`)).toBeAttached();
  await page.reload();
  await expect(within('02:30 PM–03:00 PM', wright)).toBeVisible();
});

test('marks a double booking, and the form warns before saving one', async ({ page, clinic }) => {
  const friday = addDays(MONDAY, 4);
  const [one, other] = [await clinic.patient(), await clinic.patient({ firstName: 'Omar' })];
  const wright = await doctor(clinic, 'Amelia');
  await book(clinic, one, wright, at(friday, '08:00'));
  await book(clinic, other, wright, at(friday, '08:10'), {
    durationMinutes: 20,
    reason: 'Follow-up of results',
  });
  await book(clinic, other, wright, at(friday, '09:20'));
  await open(page, `view=day&date=${friday}&doctors=${wright.id}`);
  await expect(visit(page, /^08:00 AM–08:30 AM .* Overlaps /)).toBeVisible();
  await expect(visit(page, /^08:10 AM–08:30 AM .* Overlaps /)).toBeVisible();
  await expect(visit(page, /^09:20 AM–09:50 AM/)).not.toHaveAccessibleName(/Overlaps/);

  await visit(page, '09:20 AM–09:50 AM').click();
  await page.getByRole('button', { name: 'Open' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit appointment' });
  const warning = drawer.getByRole('alert').filter({ hasText: 'Overlaps another appointment' });
  await expect(warning).toHaveCount(0);
  await drawer.getByRole('textbox', { name: 'Date and time' }).fill(`${friday}T08:20`);
  await expect(warning).toContainText('08:10 AM–08:30 AM Follow-up of results');
  await expectAccessible(page, 'calendar with an edit drawer');
});

test('the week view in Arabic runs right to left', async ({ page, clinic }) => {
  const wright = await doctor(clinic, 'Amelia');
  const patient = await clinic.patient();
  await book(clinic, patient, wright, at(MONDAY, '09:00'));
  await book(clinic, patient, wright, at(addDays(MONDAY, 1), '11:00'));
  await page.goto(
    `/appointments/calendar?lng=ar&view=week&date=${addDays(MONDAY, 2)}&doctors=${wright.id}`,
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تقويم المواعيد' })).toBeVisible({
    timeout: 20_000,
  });
  const week = page.getByRole('region', { name: 'تقويم المواعيد' });
  await expect(week.getByRole('button', { name: /مجدول/ })).toHaveCount(2);
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
  // The first doctors of the server, read whole (page by page where it cannot filter by date).
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
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

test('clinic appointments: a doctor’s sessions, in the server’s order where it cannot filter by date @server', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.patient();
  const made = await clinic.doctor({ firstName: 'Karim', specialty: 'Cardiology' });
  const karim = `Karim ${made.lastName as string}`;
  await clinic.create('clinicAppointments', {
    customerId: patient.id,
    doctorId: made.id,
    clinic: 'cardiology',
    scheduledAt: at(MONDAY, '14:00'),
    status: backendWord('clinicAppointments', 'status', 'scheduled'),
  });
  const reads: Request[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.endsWith('/api/clinic-appointments')) reads.push(r);
  });
  await open(page, `view=day&date=${MONDAY}&kind=clinic&doctors=${made.id}`);
  const sessions = page.getByRole('region', { name: 'Calendar of Clinic appointments' });
  const session = (times: string) =>
    sessions.getByRole('button', {
      name: new RegExp(`^${times} ${patient.name} Cardiology Scheduled`),
    });
  // Drawn as 30 minutes (they have no length).
  await expect(session('02:00 PM–02:30 PM')).toBeVisible();
  if (!offers('dateRange')) {
    await expect(
      page.getByText(/^This server cannot filter by date: .* \(the server does not sort them\)/),
    ).toBeVisible();
    // No sort asked of a list SPEC §7 does not sort.
    expect(reads).not.toHaveLength(0);
    expect(reads.map((r) => new URL(r.url()).searchParams.has('sort'))).not.toContain(true);
  }

  // Moved by a quarter hour, kept by the server.
  await session('02:00 PM–02:30 PM').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(session('02:15 PM–02:45 PM')).toBeFocused();
  await expect(saved(page, `Mon 02:15 PM with ${karim} · Cardiology.`)).toBeAttached();
  await page.reload();
  await expect(session('02:15 PM–02:45 PM')).toBeVisible();
});
