import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';
import type { Api } from './guard';

/** The API's address: set by whoever runs the suite, else found by the global setup. */
export const API_ENV = 'E2E_API_URL';

/**
 * The run's own way to the deployment's API, outside any worker (the global setup and
 * teardown): signed in as E2E_PHONE / E2E_PASSWORD.
 */
export async function signInToApi(apiUrl: string): Promise<Api> {
  const base = apiUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: process.env.E2E_PHONE, password: process.env.E2E_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(
      `Signing in to ${base} as ${process.env.E2E_PHONE} answered ${response.status}.`,
    );
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`Signing in to ${base} answered no token.`);
  return { base, token };
}

/**
 * Where the app at `appUrl` sends its calls, for a build that names its API itself (no
 * `apiUrl` in config.json, no E2E_API_URL): the address its sign-in page posts to. Without it
 * the run could neither guard the server nor make what its tests share, so an answer of none
 * stops the run, saying what to set.
 */
export async function apiOfApp(appUrl: string): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ baseURL: appUrl });
    const login = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/auth/login'),
      { timeout: 30_000 },
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(process.env.E2E_PHONE!);
    await page
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill(process.env.E2E_PASSWORD!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    return (await login).url().replace(/\/api\/auth\/login(\?.*)?$/, '');
  } catch (error) {
    throw new Error(
      `The run found no API address: config.json names none, E2E_API_URL is not set, and the ` +
        `sign-in page at ${appUrl}/login sent no sign-in call (${(error as Error).message}). ` +
        'Set E2E_API_URL to the API the app calls: without it the run can guard nothing.',
    );
  } finally {
    await browser.close();
  }
}
