import type { Api } from './guard';

/**
 * The run's own way to the deployment's API, outside any worker (the global setup and
 * teardown): signed in as E2E_PHONE / E2E_PASSWORD. Undefined where the API is not known (a
 * build that names it itself, without config.json or E2E_API_URL): what needs it is skipped.
 */
export async function signInToApi(apiUrl: string | undefined): Promise<Api | undefined> {
  if (!apiUrl) return undefined;
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
