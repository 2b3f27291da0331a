import type { Page } from '@playwright/test';
import { needsText, offers, type Extension } from './support/deployment';
import { loginForm, needs, test } from './support/fixtures';
import { labStatuses } from './support/lab';
import { expect, expectColumnValues, filterControl, openAt, settled } from './support/lists';

/**
 * The home screen's cards: each opens the list behind its figure with the filters in the URL,
 * or, where the backend lacks an extension the figure needs (a date range, the result flag),
 * says so in its place. "Today" is whatever day the suite runs.
 */
test.use({ signedIn: true });

const AWAITING = /^\s*awaiting validation\s*$/i;
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Today in the browser's time zone, as the dashboard and the lists' date filters write it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** Scripts the page loads from the app, with their text. */
function recordScripts(page: Page, origin: string) {
  const files: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
      files.push(
        // A body left behind by a navigation is not readable any more; it was recorded before.
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: '' }),
        ),
      );
  });
  /** Paths of the loaded files that carry chart code (recharts' class names). */
  return async () =>
    (await Promise.all(files))
      .filter((f) => /recharts-(?:wrapper|surface)/.test(f.text))
      .map((f) => new URL(f.url).pathname);
}

/**
 * Whether a card's figure can be asked for: the backend offers the extensions it needs. Where it
 * lacks one, the card says so in the figure's place and offers no link to an unfiltered list.
 */
async function cardOffers(page: Page, name: string, ...extensions: Extension[]) {
  const missing = extensions.find((extension) => !offers(extension));
  if (!missing) return true;
  await expect(card(page, name)).toContainText(needsText(missing));
  await expect(card(page, name).getByRole('link')).toHaveCount(0);
  return false;
}

test('each card opens its list with the card’s filters, or says what it needs @server', async ({
  page,
  clinic,
}) => {
  // A result awaiting validation, of the test's own: the card's link lists it. The card finds
  // the status by its name, the first of the server's list: so does the test, among every one
  // (the run's own where the server had none: a status made per test would be another
  // parallel test's choice too).
  const named = async () =>
    (await clinic.listAll('examinationStatuses')).find((s) => AWAITING.test(String(s.name)));
  const awaiting =
    (await named()) ??
    (await labStatuses(clinic), await named()) ??
    // A server whose validation stage has another name: the card finds none but the test's.
    (await clinic.examinationStatus({ name: 'Awaiting validation' }));
  await clinic.result(await clinic.patient(), { statusId: awaiting.id });
  await openAt(page, '/');
  const day = await browserToday(page);

  if (await cardOffers(page, 'Appointments today', 'dateRange')) {
    await card(page, 'Appointments today')
      .getByRole('link', { name: 'Open today’s appointments' })
      .click();
    await expect(page).toHaveURL(`/appointments?scheduledAtFrom=${day}&scheduledAtTo=${day}`);
    await expect(page.getByRole('textbox', { name: 'Date and time from' })).toHaveValue(day);
    await expect(page.getByRole('textbox', { name: 'Date and time to' })).toHaveValue(day);
    await page.goBack();
  }

  await card(page, 'Results awaiting validation').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/results\\?statusId=${awaiting.id}$`));
  await expect(filterControl(page, 'Filter by Status')).toHaveValue(String(awaiting.name));
  const results = page.getByRole('table', { name: 'Results' });
  await settled(results);
  await expectColumnValues(results, 'Status', [String(awaiting.name)]);
  await page.goBack();

  if (await cardOffers(page, 'Results out of range today', 'resultFlag', 'dateRange')) {
    await card(page, 'Results out of range today').getByRole('link').click();
    await expect(page).toHaveURL(`/results?flag=out&sampledAtFrom=${day}&sampledAtTo=${day}`);
    await expect(page.getByRole('combobox', { name: 'Filter by Value' })).toHaveValue('out');
    // The filter's day as an English reader reads it; the URL above holds the day key.
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    await expect(page.getByRole('textbox', { name: 'Sampled from' })).toHaveValue(
      shown.format(new Date(`${day}T00:00:00Z`)),
    );
    await page.goBack();
  }

  // The queue and payments screens are other areas' (their routes come with them).
  await card(page, 'Waiting in the queue').getByRole('link', { name: 'Open the queue' }).click();
  await expect(page).toHaveURL(/\/queue$/);
  await page.goBack();
  if (await cardOffers(page, 'Payments today', 'dateRange')) {
    await card(page, 'Payments today').getByRole('link', { name: 'Open today’s payments' }).click();
    await expect(page).toHaveURL(`/payments?createdAtFrom=${day}&createdAtTo=${day}`);
  }
});

test('the dashboard in Arabic, right to left', async ({ page }) => {
  await page.goto('/?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const queue = card(page, 'في قائمة الانتظار');
  await expect(queue.getByText('تذاكر تنتظر الآن')).toBeVisible();
  await expect(queue.getByRole('link', { name: 'فتح قائمة الانتظار' })).toBeVisible();
  const today = card(page, 'مواعيد اليوم');
  const perHour = card(page, 'المواعيد في كل ساعة اليوم');
  if (offers('dateRange')) {
    await expect(today.getByRole('link', { name: 'فتح مواعيد اليوم' })).toBeVisible();
    await expect(perHour.getByRole('img')).toBeVisible();
  } else {
    await expect(today).toContainText(needsText('dateRange', 'ar'));
    await expect(perHour).toContainText(needsText('dateRange', 'ar'));
  }
});

test.describe('chart code', () => {
  test('loads with the dashboard’s charts, never with a list screen', async ({ page, baseURL }) => {
    const list = recordScripts(page, new URL(baseURL ?? '').origin);
    await openAt(page, '/patients');
    await settled(page.getByRole('table', { name: 'Patients' }));
    await page.waitForLoadState('networkidle');
    expect(await list()).toEqual([]);

    const home = recordScripts(page, new URL(baseURL ?? '').origin);
    await page.goto('/');
    const perHour = card(page, 'Appointments per hour today');
    if (offers('dateRange')) {
      const chart = perHour.getByRole('img');
      await chart.scrollIntoViewIfNeeded();
      // Drawn: its value axis starts at 0.
      await expect(chart.getByText('0', { exact: true })).toBeVisible();
      await expect.poll(async () => (await home()).length).toBeGreaterThan(0);
    } else {
      // Both charts need the day's records: without a date range, no chart, and no chart code.
      await expect(perHour).toContainText(needsText('dateRange'));
      await page.waitForLoadState('networkidle');
      expect(await home()).toEqual([]);
    }
  });

  test.describe('on a phone', () => {
    // The figures fill the first screen; the charts are below them.
    test.use({ viewport: { width: 412, height: 823 } });

    test('loads only once a chart is on screen', async ({ page, baseURL }) => {
      // Without it the charts are not drawn (the test above checks what the cards say).
      needs('dateRange');
      const scripts = recordScripts(page, new URL(baseURL ?? '').origin);
      await openAt(page, '/');
      const chart = card(page, 'Appointments per hour today').getByRole('img');
      // Every card has its figures: nothing more is on its way for what is on screen.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(chart).not.toBeInViewport();
      expect(await scripts()).toEqual([]);

      await chart.scrollIntoViewIfNeeded();
      await expect(chart.getByText('0', { exact: true })).toBeVisible();
      expect((await scripts()).length).toBeGreaterThan(0);
    });
  });
});

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('/login loads no chart code', async ({ page, baseURL }) => {
    const scripts = recordScripts(page, new URL(baseURL ?? '').origin);
    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scripts()).toEqual([]);
  });
});
