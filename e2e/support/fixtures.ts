import { expect, test as base, type BrowserContext, type Page, type Route } from '@playwright/test';

/**
 * Shared helpers of the end-to-end suite. Elements are found by role and accessible name only.
 *
 * By default the suite runs against the demo build (in-browser MSW backend, seeded accounts).
 * With E2E_BASE_URL set it runs against another deployment, signing in as E2E_PHONE /
 * E2E_PASSWORD; tests that need the demo backend's data or block its service worker are skipped.
 */
export const isExternal = Boolean(process.env.E2E_BASE_URL);

/** The account the suite signs in with: the seeded demo account unless the environment names one. */
export const account = {
  phone: process.env.E2E_PHONE ?? '0700000001',
  password: process.env.E2E_PASSWORD ?? 'demo1234',
  /** Known only for the demo account; elsewhere tests match any name. */
  name: process.env.E2E_NAME ?? (isExternal ? undefined : 'Leila Haddad'),
};

/** The seeded demo account (also the one the demo hint offers). */
export const DEMO = {
  id: 'u-0001',
  phone: '0700000001',
  password: 'demo1234',
  name: 'Leila Haddad',
} as const;

/** Keys the app keeps its session under in localStorage. */
export const SESSION_KEYS = {
  token: 'clinic-admin.token',
  userDetails: 'clinic-admin.userDetails',
  userInfo: 'clinic-admin.userInfo',
} as const;

/** Where a browser sets its own demo latency (src/mocks/config.ts). */
const DEMO_LATENCY_KEY = 'clinic-admin.demo.latencyMs';

/** Where Mantine's colour-scheme manager saves the chosen mode. */
export const COLOR_SCHEME_KEY = 'clinic-admin-color-scheme';

/** Skips the calling test (or describe block) unless the suite runs on the demo backend. */
export function demoOnly(
  reason = 'needs the demo backend (its seeded data or service-worker blocking)',
) {
  base.skip(isExternal, reason);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Accessible-name matcher for the user menu button ("Account menu of <name>"). */
export const accountMenuName = (name = account.name) =>
  name ? `Account menu of ${name}` : /^Account menu of .+/;

/** The Overview heading: "Good morning|afternoon|evening, <name>". */
export const greetingName = (name = account.name) =>
  new RegExp(`^Good (morning|afternoon|evening), ${name ? escapeRegExp(name) : '.+'}$`);

/** Locators of the sign-in form. */
export const loginForm = (page: Page) => ({
  phone: page.getByRole('textbox', { name: 'Phone', exact: true }),
  password: page.getByRole('textbox', { name: 'Password', exact: true }),
  submit: page.getByRole('button', { name: 'Sign in', exact: true }),
});

/** Fills and submits the sign-in form on the current page (which must be /login). */
export async function submitLogin(page: Page, phone: string, password: string) {
  const form = loginForm(page);
  await form.phone.fill(phone);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the sign-in page and waits for the main layout (the user menu).
 * `path` is where to start: /login by default, or a guarded page that redirects there.
 */
export async function signIn(
  page: Page,
  { phone = account.phone, password = account.password, name = account.name, path = '/login' } = {},
) {
  await page.goto(path);
  await expect(loginForm(page).submit).toBeVisible();
  await submitLogin(page, phone, password);
  await expect(page.getByRole('button', { name: accountMenuName(name) })).toBeVisible();
}

/** Opens the account menu and picks an item ("Change password", "Sign out"). */
export async function chooseAccountMenuItem(
  page: Page,
  item: 'Change password' | 'Sign out',
  name = account.name,
) {
  await page.getByRole('button', { name: accountMenuName(name) }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** What the app has stored for the session (null where a key is absent). */
export function readStoredSession(page: Page) {
  return page.evaluate((keys) => {
    const out: Record<string, string | null> = {};
    for (const [name, key] of Object.entries(keys)) out[name] = localStorage.getItem(key);
    return out as { token: string | null; userDetails: string | null; userInfo: string | null };
  }, SESSION_KEYS);
}

/** Answers a routed request with a server failure that carries no `msg`. */
export const failWithoutMessage = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'text/plain', body: '' });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The suite's `test`. With `test.use({ signedIn: true })` a test starts in a browser that holds
 * the session of `account` (as after signing in), so only the tests whose subject is signing in
 * pay for the sign-in page. Each worker signs in through the page once, on first need, and every
 * such test gets a fresh context with a copy of that storage: what one test changes (demo data,
 * preferences) stays its own.
 */
export const test = base.extend<
  { signedIn: boolean; demoLatency: number | undefined },
  { workerSession: () => Promise<StorageState> }
>({
  signedIn: [false, { option: true }],
  /**
   * The end-to-end build's demo backend answers at once (VITE_DEMO_LATENCY_MS=0). A test about
   * what the user sees while a call is on its way sets a latency here (milliseconds): the demo
   * backend reads it from this browser's storage as it starts (src/mocks/config.ts).
   */
  demoLatency: [undefined, { option: true }],
  workerSession: [
    async ({ browser }, provide, workerInfo) => {
      let session: Promise<StorageState> | undefined;
      await provide(
        () =>
          (session ??= (async () => {
            const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
            try {
              await signIn(await context.newPage());
              return await context.storageState();
            } finally {
              await context.close();
            }
          })()),
      );
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, workerSession, storageState }, provide) =>
    provide(signedIn ? await workerSession() : storageState),
  page: async ({ page, demoLatency }, provide) => {
    if (demoLatency !== undefined)
      await page.addInitScript(([key, ms]) => localStorage.setItem(key, ms), [
        DEMO_LATENCY_KEY,
        String(demoLatency),
      ] as const);
    await provide(page);
  },
});

/**
 * Opens `path` in a test that starts signed in (`signedIn: true`) and waits for the main layout
 * (the user menu), as `signIn` does after the sign-in page.
 */
export async function openSignedIn(
  page: Page,
  path = '/',
  { name = account.name, timeout }: { name?: string; timeout?: number } = {},
) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: accountMenuName(name) })).toBeVisible({ timeout });
}
