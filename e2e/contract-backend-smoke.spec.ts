import { test } from './support/fixtures';
import {
  CONTRACT_API,
  contractOnly,
  LITERAL_WORDS,
  signInToContractBackend,
} from './support/contract-backend';
import { columnTexts, dataRows, expect, mainNav, settled } from './support/lists';

/**
 * Issue 21: the demo build, pointed by config.json alone at a server that follows only SPEC §7
 * (the contract-only backend, served on its own port), signs in there and shows its records,
 * statuses in the server's own words.
 */
test.describe('the contract-only backend', () => {
  contractOnly();

  test('signs in there, lists patients, and shows a payment status as the server words it', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/api/') || url.includes('mockServiceWorker')) apiCalls.push(url);
    });
    await signInToContractBackend(page, { path: '/patients' });

    const patients = page.getByRole('table', { name: 'Patients' });
    await settled(patients);
    expect(await dataRows(patients).count()).toBeGreaterThan(0);
    expect((await columnTexts(patients, 'Name')).every((name) => name.trim() !== '')).toBe(true);

    await mainNav(page).getByRole('link', { name: 'Transactions' }).click();
    const payments = page.getByRole('table', { name: 'Transactions' });
    await settled(payments);
    const statuses = await columnTexts(payments, 'Status');
    expect(statuses.length).toBeGreaterThan(0);
    // `open`, `settled`…: the server's words as sent, neither translated nor a translation key.
    expect(statuses).toContain('settled');
    const words = Object.keys(LITERAL_WORDS.payments.status);
    expect(statuses.filter((status) => !words.includes(status))).toEqual([]);

    // Every call went to that server; none to the demo's in-page backend.
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((url) => !url.startsWith(`${CONTRACT_API}/api/`))).toEqual([]);
  });
});
