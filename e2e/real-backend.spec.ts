import type { Page } from '@playwright/test';
import { demoOnly, signIn, test } from './support/fixtures';
import { LITERAL_API, literalBackend, serveConfig } from './support/literal-backend';
import {
  columnTexts,
  dataRows,
  expect,
  expectColumnValues,
  mainNav,
  openAt,
  rowNamed,
} from './support/lists';

/**
 * Issue 13: one build pointed at a real backend by `config.json` alone, a backend whose records
 * are named its own way. The demo build is the one under test: a config.json naming an apiUrl
 * must take it off its demo backend.
 */
test.describe('a backend configured through config.json', () => {
  demoOnly('serves a config.json and a backend of its own to the demo build');

  /** Every request the page makes to the demo backend's service worker. */
  const demoRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (r) => r.url().includes('mockServiceWorker') && seen.push(r.url()));
    return seen;
  };

  test('signs in there and names patients and results that carry one `name`', async ({ page }) => {
    const demo = demoRequests(page);
    const backend = await literalBackend(page);
    await signIn(page, {
      phone: '0612345678',
      password: 'secret',
      name: 'Nadia Staff',
      path: '/patients',
    });
    expect(backend.calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/login' });

    const patients = page.getByRole('table', { name: 'Patients' });
    await expect(rowNamed(page, patients, 'Amina Haddad')).toHaveCount(1);
    await expectColumnValues(patients, 'Name', ['Amina Haddad', 'Youssef Benali']);
    await mainNav(page).getByRole('link', { name: 'Results' }).click();
    const results = page.getByRole('table', { name: 'Results' });
    await expect(dataRows(results)).toHaveCount(2);
    await expectColumnValues(results, 'Test name', ['Glucose', 'Hemoglobin']);
    expect(demo).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('fields the app does not know: in the table, the CSV and the drawer, as text', async ({
      page,
    }) => {
      await literalBackend(page);
      await openAt(page, '/patients');
      const table = page.getByRole('table', { name: 'Patients' });
      await expect(rowNamed(page, table, 'Amina Haddad')).toHaveCount(1);
      await expectColumnValues(table, 'Name', ['Amina Haddad', 'Youssef Benali']);

      await page.getByRole('button', { name: 'Columns' }).click();
      const more = page.getByRole('group', { name: 'More from the server' });
      for (const field of ['blood_group', 'visits', 'note_html'])
        await more.getByRole('checkbox', { name: field, exact: true }).check();
      await page.getByRole('button', { name: 'Columns' }).click();
      await expectColumnValues(table, 'visits', ['1,204', '3']);
      // Markup from the server is shown as the text it is, never rendered.
      expect(await columnTexts(table, 'note_html')).toEqual([
        '<b>bold</b><img src=x onerror="alert(1)">',
        '',
      ]);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      let csv = '';
      for await (const chunk of await (await download).createReadStream()) csv += String(chunk);
      const [header, amina] = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toMatch(/,blood_group,visits,note_html$/);
      expect(amina).toMatch(/^Amina Haddad,.*,A\+,1204,/);

      // Remembered like the other columns.
      await page.reload();
      await expect(rowNamed(page, table, 'Amina Haddad')).toHaveCount(1);
      await expectColumnValues(table, 'blood_group', ['A+', 'O-']);

      await rowNamed(page, table, 'Amina Haddad')
        .getByRole('button', { name: 'Edit Amina Haddad' })
        .click();
      const other = page
        .getByRole('dialog', { name: 'Edit patient' })
        .getByRole('region', { name: 'Other fields' });
      await expect(other).toContainText('blood_groupA+');
      await expect(other).toContainText('registered_onMar 1, 2026');
    });

    test('a mapping renames the fields both ways: read, filter and update', async ({ page }) => {
      const backend = await literalBackend(page, {
        apiUrl: LITERAL_API,
        fields: { customers: { firstName: 'given_name', lastName: 'family_name' } },
      });
      await openAt(page, '/patients?lastName=Haddad');
      const table = page.getByRole('table', { name: 'Patients' });
      await expect(rowNamed(page, table, 'Amina Haddad')).toHaveCount(1);
      const list = backend.calls.find((c) => c.path === '/api/customer');
      expect(list?.params).toMatchObject({ family_name: 'Haddad' });
      expect(list?.params).not.toHaveProperty('lastName');

      await rowNamed(page, table, 'Amina Haddad')
        .getByRole('button', { name: 'Edit Amina Haddad' })
        .click();
      const drawer = page.getByRole('dialog', { name: 'Edit patient' });
      await expect(drawer.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(
        'Amina',
      );
      await drawer.getByRole('textbox', { name: 'Last name', exact: true }).fill('Haddad-Nour');
      // Fields of the app's own that this backend never had are asked for like any other.
      await drawer.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1991-04-12');
      await drawer.getByRole('combobox', { name: 'Sex', exact: true }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Female', exact: true }).click();
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Patient saved' })).toBeVisible();
      const put = backend.calls.find((c) => c.method === 'PUT');
      expect(put?.path).toBe('/api/customer/lp-1');
      expect(put?.body).toMatchObject({
        given_name: 'Amina',
        family_name: 'Haddad-Nour',
        dateOfBirth: '1991-04-12',
      });
      expect(put?.body).not.toHaveProperty('lastName');
    });
  });
});

// The build under test reads its config.json: a bad one stops it, wherever it is deployed.
test('a bad config.json gets a screen naming the problem; an empty one changes nothing', async ({
  page,
}) => {
  await serveConfig(page, '{ "apiUrl": ');
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { name: "This deployment's configuration is invalid" }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Problems in config.json' })).toHaveText(
    'config.json is not valid JSON.',
  );

  await page.unroute('**/config.json');
  await serveConfig(page, { sessionHours: 'eight', fields: { patients: { firstName: 'a' } } });
  await page.reload();
  const problems = page.getByRole('list', { name: 'Problems in config.json' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'sessionHours should be of type number.',
  ]);

  await page.unroute('**/config.json');
  await serveConfig(page, { fields: { patients: { firstName: 'a' } } });
  await page.reload();
  await expect(problems.getByRole('listitem')).toHaveText([
    /^fields\.patients is not an area of the app\. Areas: .*customers/,
  ]);

  await page.unroute('**/config.json');
  await serveConfig(page, '');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
