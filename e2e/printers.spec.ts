import { deploymentConfig } from './support/deployment';
import { test } from './support/fixtures';
import { expect, openAt, START_TIMEOUT } from './support/lists';

/**
 * A printer's status changed on the server (SPEC §7: printers are listed, and their status is
 * changed; nothing makes or removes one). The test cannot make a printer of its own, so it takes
 * one of the server's, changes its status through the screen, and puts the status it had back
 * when it ends (`restoreWith`), passed or failed; the run's guard then finds the printer as it
 * was before the run.
 */
test.use({ signedIn: true });

/** The app's word for a printer's status in the server's (config.json `values`). */
const appWord = (word: string) => deploymentConfig.values?.printers?.status?.[word] ?? word;
const backendWord = (word: string) =>
  Object.entries(deploymentConfig.values?.printers?.status ?? {}).find(
    ([, app]) => app === word,
  )?.[0] ?? word;

test('a printer’s status changed through the screen is the server’s, then put back @server', async ({
  page,
  clinic,
}) => {
  await openAt(page, '/printers');
  const printers = await clinic.listAll('printers');
  // One the server lets change: not printing a job.
  const printer = printers.find((p) => ['online', 'offline'].includes(appWord(String(p.status))));
  test.skip(!printer, 'the server has no printer online or offline to change');
  const was = String(printer!.status);
  const to = appWord(was) === 'offline' ? 'online' : 'offline';
  clinic.restoreWith(`printer ${printer!.name}`, {
    method: 'PUT',
    path: `api/printer/${encodeURIComponent(printer!.id)}/update-status`,
    json: { status: was },
  });

  const name = String(printer!.name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  const status = row.getByRole('combobox', { name: `Change status of ${name}` });
  await expect(status).toBeVisible({ timeout: START_TIMEOUT });
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/update-status'),
  );
  await status.selectOption(to);
  expect((await sent).ok()).toBe(true);
  await expect(status).toHaveValue(to);
  // The server holds the new status, in its own word.
  await expect
    .poll(async () => {
      const now = await clinic.listAll('printers');
      return now.find((p) => p.id === printer!.id)?.status;
    })
    .toBe(backendWord(to));
});
