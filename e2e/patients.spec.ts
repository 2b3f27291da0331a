import { type Page } from '@playwright/test';
import { test } from './support/fixtures';
import type { Patient, TestClinic } from './support/records';
import {
  breadcrumb,
  columnTexts,
  dataRows,
  expect,
  expectColumnValues,
  mainNav,
  pager,
  settled,
  openAt,
  quickSearch,
  START_TIMEOUT,
} from './support/lists';

/**
 * A patient's page, reached the way the front desk does: Ctrl+K, the name, Enter. Every
 * patient here is the test's own.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 60_000 });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The phone number each patient here is registered with. */
const PHONE = '+961 71 691 741';

const newPatient = (clinic: TestClinic) => clinic.patient({ phone: PHONE });

async function openPatient(page: Page, patient: Patient) {
  // The quick search is on every screen of the main area: here, a receptionist's patients list.
  await openAt(page, '/patients');
  await quickSearch(page, patient.name);
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
}

/** "$1,050.00" → 1050. */
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test.describe('the patient page', () => {
  test('quick search opens it: name, trail, and the patient’s own records in each tab @server', async ({
    page,
    clinic,
  }) => {
    // Three appointments, thirteen results (two pages of ten), four bills, one paid in part.
    const PATIENT = { ...(await newPatient(clinic)), appointments: 3, results: 13, payments: 4 };
    for (let i = 0; i < PATIENT.appointments; i++) await clinic.appointment(PATIENT);
    for (let i = 0; i < PATIENT.results; i++)
      await clinic.result(PATIENT, { testName: `Test ${String.fromCharCode(65 + i)}` });
    for (let i = 0; i < PATIENT.payments; i++)
      await clinic.payment(PATIENT, { amount: 50 + 10 * i, paidAmount: i === 0 ? 20 : 0 });
    await openPatient(page, PATIENT);

    const trail = breadcrumb(page);
    await expect(trail.getByRole('link')).toHaveText(['Overview', 'Patients']);
    await expect(trail).toContainText(`Overview›Patients›${PATIENT.name}`);
    await expect(mainNav(page).getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const main = page.getByRole('main');
    await expect(main).toContainText(PHONE);
    // No insurer: said with a dash, like any other empty detail.
    await expect(main).toContainText('Insurance—');

    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([
      'Appointments',
      'Results',
      'Payments',
      'Documents',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Appointments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const appointments = page.getByRole('tabpanel', { name: 'Appointments' });
    await expect(pager(appointments).summary).toHaveText(
      `Page 1 · rows 1–${PATIENT.appointments} · End of list`,
    );
    await expect(dataRows(appointments.getByRole('table', { name: 'Appointments' }))).toHaveCount(
      PATIENT.appointments,
    );

    await tabs.getByRole('tab', { name: 'Results' }).click();
    await expect(page).toHaveURL(/[?&]tab=results\b/);
    const results = page.getByRole('tabpanel', { name: 'Results' });
    await expect(pager(results).summary).toHaveText(
      `Page 1 of 2 · rows 1–10 of ${PATIENT.results}`,
    );
    const ownResults = await columnTexts(
      results.getByRole('table', { name: 'Results' }),
      'Test name',
    );
    expect(ownResults).toHaveLength(10);

    // The same ten are the newest in the results list filtered by this patient.
    const listPage = await page.context().newPage();
    await listPage.goto(`/results?customerId=${PATIENT.id}&size=10`);
    const list = listPage.getByRole('table', { name: 'Results' });
    await expect(pager(listPage).summary).toHaveText(
      `Page 1 of 2 · rows 1–10 of ${PATIENT.results}`,
      { timeout: START_TIMEOUT },
    );
    await settled(list);
    await expectColumnValues(list, 'Patient', [PATIENT.name]);
    expect(await columnTexts(list, 'Test name')).toEqual(ownResults);
    await listPage.close();

    await tabs.getByRole('tab', { name: 'Payments' }).click();
    const payments = page.getByRole('tabpanel', { name: 'Payments' });
    await expect(pager(payments).summary).toHaveText(
      `Page 1 of 1 · rows 1–${PATIENT.payments} of ${PATIENT.payments}`,
    );
    const balance = payments.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText('Balance due');
    await expect(balance).not.toContainText('…');
    // The server's figures, each as it gives it (SPEC §7 shapes no balance: a server may give the
    // balance alone), never one the app worked out.
    const answer = await clinic.get(`api/payment/transactions/balance?customerId=${PATIENT.id}`);
    const body = (answer as { data?: unknown }).data ?? answer;
    const server = (typeof body === 'object' ? body : { balance: body }) as Record<string, unknown>;
    for (const [label, key] of [
      ['Balance due', 'balance'],
      ['Total billed', 'totalDue'],
      ['Total paid', 'totalPaid'],
    ] as const) {
      const figure = balance.getByRole('group', { name: label });
      if (server[key] === undefined) await expect(figure).toContainText('Not given by the server');
      else expect(money((await figure.textContent()) ?? '')).toBeCloseTo(Number(server[key]), 2);
    }

    await tabs.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Documents' })).toContainText(
      'No documents yet',
    );
    await expect(page).toHaveURL(/[?&]tab=documents\b/);
  });

  test('documents: upload, download and preview an image @server', async ({ page, clinic }) => {
    const PATIENT = await newPatient(clinic);
    await openPatient(page, PATIENT);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Documents' });
    await expect(
      panel.getByRole('group', { name: `Add documents for ${PATIENT.name}` }),
    ).toBeVisible();

    await panel.getByLabel('Choose files', { exact: true }).setInputFiles([
      { name: 'x-ray.png', mimeType: 'image/png', buffer: PNG },
      {
        name: 'referral.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Referral to cardiology\n'),
      },
    ]);

    const uploads = panel.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('status')).toHaveText([
      'x-ray.png uploaded.',
      'referral.txt uploaded.',
    ]);
    const files = panel.getByRole('table', { name: `Documents of ${PATIENT.name}` });
    await expect(files.getByRole('rowheader')).toHaveText([/x-ray\.png$/, /referral\.txt$/]);

    const download = page.waitForEvent('download');
    await files.getByRole('button', { name: /^Download .*referral\.txt$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/referral\.txt$/);
    const content = await file.createReadStream();
    let text = '';
    for await (const chunk of content) text += String(chunk);
    expect(text).toBe('Referral to cardiology\n');
    // Only images and PDFs are previewed.
    await expect(files.getByRole('button', { name: /^Preview .*referral\.txt$/ })).toHaveCount(0);

    await files.getByRole('button', { name: /^Preview .*x-ray\.png$/ }).click();
    const preview = page.getByRole('dialog', { name: /x-ray\.png$/ });
    const image = preview.getByRole('img', { name: /x-ray\.png$/ });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // Kept by the server: still listed after a reload.
    await page.reload();
    await expect(
      page.getByRole('table', { name: `Documents of ${PATIENT.name}` }).getByRole('rowheader'),
    ).toHaveText([/x-ray\.png$/, /referral\.txt$/], { timeout: START_TIMEOUT });
  });

  // Guards a fixed bug (shared: src/components/documents/document-table.tsx, documents-panel-view.tsx): a file
  // is listed, named to screen readers and downloaded under the server's stored name
  // ("mwq42dy00-referral.txt") although the upload answer carries `originalName: "referral.txt"`.
  test('a document is listed and downloaded under the name it was uploaded with @server', async ({
    page,
    clinic,
  }) => {
    const PATIENT = await newPatient(clinic);
    await openPatient(page, PATIENT);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Documents' });
    await panel.getByLabel('Choose files', { exact: true }).setInputFiles({
      name: 'referral.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Referral'),
    });
    const files = panel.getByRole('table', { name: `Documents of ${PATIENT.name}` });
    await expect(files.getByRole('rowheader')).toHaveText(['referral.txt']);
    const download = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Download referral.txt', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('referral.txt');
  });

  test('Edit patient: a new phone number and name are saved and shown on the page', async ({
    page,
    clinic,
  }) => {
    const PATIENT = await newPatient(clinic);
    await openPatient(page, PATIENT);
    const phone = '+961 71 000 111';
    const renamed = `Imadeddine ${PATIENT.lastName}`;

    await page.getByRole('button', { name: 'Edit patient' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit patient' });
    await expect(page).toHaveURL(new RegExp(`[?&]edit=${PATIENT.id}\\b`));
    const field = drawer.getByRole('textbox', { name: 'Phone', exact: true });
    await expect(field).toHaveValue(PHONE);
    await field.fill(phone);
    await drawer.getByRole('textbox', { name: 'First name', exact: true }).fill('Imadeddine');
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(drawer).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Patient saved' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/patients/${PATIENT.id}$`));
    const main = page.getByRole('main');
    await expect(main).toContainText(phone);
    await expect(main).not.toContainText(PHONE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    // The trail names the patient as the page does.
    await expect(breadcrumb(page)).toContainText(`Overview›Patients›${renamed}`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible({
      timeout: START_TIMEOUT,
    });
    await expect(page.getByRole('main')).toContainText(phone);
  });
});

test.describe('unsaved changes in the patient drawer', () => {
  const typed = '+961 71 999 999';

  async function startEditing(page: Page, clinic: TestClinic) {
    const PATIENT = await newPatient(clinic);
    await openPatient(page, PATIENT);
    await page.getByRole('button', { name: 'Edit patient' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit patient' });
    const field = drawer.getByRole('textbox', { name: 'Phone', exact: true });
    await expect(field).toHaveValue(PHONE);
    // Clicked first: the browser only asks before unloading a page the user has interacted with.
    await field.click();
    await field.fill(typed);
    return { drawer, field, PATIENT };
  }

  const question = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

  test('leaving asks first: Stay keeps the typing, Discard leaves', async ({ page, clinic }) => {
    const OTHER = await newPatient(clinic);
    const { drawer, field, PATIENT } = await startEditing(page, clinic);

    // The drawer is modal, so the sidebar lies under its overlay: a click there means "close".
    await page.mouse.click(100, 400);
    await expect(question(page)).toBeVisible();
    await expect(question(page)).toContainText('What you changed here has not been saved');
    await question(page).getByRole('button', { name: 'Stay' }).click();
    await expect(question(page)).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(field).toHaveValue(typed);
    await expect(page).toHaveURL(new RegExp(`[?&]edit=${PATIENT.id}\\b`));

    // A navigation to another page (another patient, through the search) asks as well.
    await quickSearch(page, OTHER.name);
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Stay' }).click();
    await expect(field).toHaveValue(typed);
    await expect(page).toHaveURL(new RegExp(`/patients/${PATIENT.id}\\?edit=`));

    await quickSearch(page, OTHER.name);
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${OTHER.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: OTHER.name })).toBeVisible();
    await expect(drawer).toBeHidden();

    // Nothing was saved.
    await page.goto(`/patients/${PATIENT.id}`);
    await expect(page.getByRole('main')).toContainText(PHONE, { timeout: START_TIMEOUT });
  });

  test('the browser’s Back button asks too', async ({ page, clinic }) => {
    const { drawer, field, PATIENT } = await startEditing(page, clinic);

    await page.goBack();
    await expect(question(page)).toBeVisible();
    await question(page).getByRole('button', { name: 'Stay' }).click();
    await expect(drawer).toBeVisible();
    await expect(field).toHaveValue(typed);
    await expect(page).toHaveURL(new RegExp(`[?&]edit=${PATIENT.id}\\b`));

    await page.goBack();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/patients/${PATIENT.id}$`));
    await expect(page.getByRole('main')).toContainText(PHONE);
  });

  test('closing the tab gets the browser’s own prompt', async ({ page, clinic }) => {
    await startEditing(page, clinic);
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });
});
