import { expect, type Page } from '@playwright/test';
import { LITERAL_WORDS } from '../../src/mocks/literal/words';
import {
  accountMenuName,
  DEMO,
  isExternal,
  loginForm,
  SESSION_KEYS,
  submitLogin,
  test,
} from './fixtures';
import { serveConfig } from './literal-backend';

/**
 * The contract-only backend (src/mocks/literal, README "The contract-only backend"): a server
 * that follows SPEC §7 and nothing more, with status words of its own. playwright.config.ts
 * starts it on 127.0.0.1:4412 (E2E_LITERAL_PORT) beside the demo build; a spec points the demo
 * build at it through config.json and signs in there with the demo's accounts.
 *
 * It is one process for the whole run, whose data every test shares: a spec that changes
 * records there changes them for the specs after it.
 */
export const CONTRACT_API = `http://127.0.0.1:${Number(process.env.E2E_LITERAL_PORT ?? 4412)}`;

/** Its words for the app's statuses: per area and field, its word → the app's. */
export { LITERAL_WORDS };

/** What a deployment's config.json may add to `apiUrl` for it (README "config.json"). */
export interface ContractConfig {
  /** The backend's words → the app's (`LITERAL_WORDS` maps them all). */
  values?: Record<string, Record<string, Record<string, string>>>;
  /** Extensions declared for it: it offers none, so a spec declaring one sees what breaks. */
  extensions?: string[];
  /** An area's free-text search parameter: it ignores every one. */
  search?: Record<string, string>;
  fields?: Record<string, Record<string, string>>;
}

/** Skips the calling test (or describe block) where Playwright starts no servers. */
export function contractOnly() {
  test.skip(isExternal, 'the contract-only backend is started only beside the demo build');
}

/**
 * A context signed in to the demo (`test.use({ signedIn: true })`) holds a token the contract-only
 * backend would take too, since both issue the demo's: its session would slip into a test of
 * this backend unseen. Such a test starts signed out and signs in here.
 */
async function expectSignedOut(page: Page) {
  const { origins } = await page.context().storageState();
  const session = origins.some(({ localStorage }) =>
    localStorage.some(({ name }) => name === SESSION_KEYS.token),
  );
  if (session)
    throw new Error(
      'This test starts signed in to the demo backend; a test of the contract-only backend ' +
        'must start signed out (no `signedIn: true`) and sign in there.',
    );
}

/**
 * Points the demo build at the contract-only backend (config.json: its `apiUrl` and `config`)
 * and signs in there with the demo account on the way to `path`.
 */
export async function signInToContractBackend(
  page: Page,
  { path = '/', config = {} }: { path?: string; config?: ContractConfig } = {},
) {
  await expectSignedOut(page);
  await serveConfig(page, { apiUrl: CONTRACT_API, ...config });
  await page.goto(path);
  await expect(loginForm(page).submit).toBeVisible();
  await submitLogin(page, DEMO.phone, DEMO.password);
  await expect(page.getByRole('button', { name: accountMenuName(DEMO.name) })).toBeVisible();
}
