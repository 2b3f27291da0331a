import {
  expect,
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
  type Route,
  type WebError,
} from '@playwright/test';
import { adoptMade, pageTransport, requestTransport } from './api';
import { letters } from './clinic';
import { isExternal, lacks, offers, type Extension } from './deployment';
import { TestClinic } from './records';
import { SESSION_KEYS } from './session-keys';

/**
 * Shared helpers of the end-to-end suite. Elements are found by role and accessible name only.
 *
 * By default the suite runs against the demo build (in-browser MSW backend, seeded accounts).
 * With E2E_BASE_URL set it runs against another deployment (README "Running the end-to-end
 * suite against another deployment"), signing in as E2E_PHONE / E2E_PASSWORD: tests make their
 * own records there (`clinic`) and skip what only the demo backend can do (`demoOnly`).
 */
export { isExternal };

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

export { SESSION_KEYS };

/** Where a browser sets its own demo latency (src/mocks/config.ts). */
const DEMO_LATENCY_KEY = 'clinic-admin.demo.latencyMs';

/** Where Mantine's colour-scheme manager saves the chosen mode. */
export const COLOR_SCHEME_KEY = 'clinic-admin-color-scheme';

/**
 * Skips the calling test (or describe block) unless the suite runs on the demo backend, saying
 * why in the report: what the demo alone offers (injected faults, its accounts, its build).
 */
export function demoOnly(reason: string) {
  base.skip(isExternal, `demo only: ${reason}`);
}

/**
 * Skips the calling test (or each test of the calling describe block) where the backend lacks an
 * extension. In a describe block it decides in a `beforeEach`, in the worker: the runner lists the
 * tests before the global setup has read the deployment's config.json, so a skip decided while
 * listing would skip what a deployment declares.
 */
export function needs(extension: Extension) {
  const decide = () => base.skip(!offers(extension), lacks(extension));
  let inTest = true;
  try {
    base.info();
  } catch {
    inTest = false;
  }
  if (inTest) decide();
  else base.beforeEach(decide);
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

/** What a server answering the app from another origin allows (a deployment's API often is). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
};

/**
 * Answers a routed API call in the server's place, also across origins (the staging API is
 * often on another): a CORS preflight with its permission, any other call with `json`, or with
 * an empty body.
 */
export function answerRoute(
  route: Route,
  { status = 200, json }: { status?: number; json?: unknown },
) {
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  return json === undefined
    ? route.fulfill({ status, headers: CORS, contentType: 'text/plain', body: '' })
    : route.fulfill({ status, headers: CORS, json });
}

/** Answers a routed request with a server failure that carries no `msg`. */
export const failWithoutMessage = (route: Route) => answerRoute(route, { status: 500 });

/**
 * What Chromium itself reports as a page error without anything having failed: a resize
 * observer whose callback changed the layout it watches is told again on the next frame (the
 * specification's own loop guard), and the notice reaches `window.onerror`.
 */
const BROWSER_NOTICES =
  /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What a worker keeps of its one sign-in: the browser storage, and the API it signed in to. */
interface WorkerSession {
  state: StorageState;
  token: string;
  /** The API's base URL, as the sign-in page called it (`…/api/auth/login`). */
  apiBase: string;
}

/**
 * Signs in through the page of a new context and keeps what tests need of it. A refused
 * account stops the run with a sentence rather than a timeout in every test.
 */
async function signInOnce(context: BrowserContext): Promise<WorkerSession> {
  const page = await context.newPage();
  // Settled either way: a sign-in that never gets that far must not leave it pending.
  const login = page
    .waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/auth/login'),
    )
    .catch(() => null);
  await page.goto('/login');
  await submitLogin(page, account.phone, account.password);
  const menu = page.getByRole('button', { name: accountMenuName() });
  const refused = page.getByRole('alert');
  await expect(menu.or(refused)).toBeVisible({ timeout: 20_000 });
  if (await refused.isVisible())
    throw new Error(
      `Signing in as ${account.phone} was refused (${await refused.innerText()}): ` +
        'check E2E_PHONE and E2E_PASSWORD.',
    );
  const state = await context.storageState();
  const token = state.origins
    .flatMap((origin) => origin.localStorage)
    .find(({ name }) => name === SESSION_KEYS.token)?.value;
  if (!token) throw new Error('Signed in, but the app stored no token.');
  const called = (await login)?.url();
  if (!called) throw new Error('Signed in without a call to /api/auth/login: where is the API?');
  const apiBase = called.replace(/\/api\/auth\/login(\?.*)?$/, '');
  return { state, token, apiBase };
}

/**
 * The suite's `test`. With `test.use({ signedIn: true })` a test starts in a browser that holds
 * the session of `account` (as after signing in), so only the tests whose subject is signing in
 * pay for the sign-in page. Each worker signs in through the page once, on first need, and every
 * such test gets a fresh context with a copy of that storage: what one test changes (demo data,
 * preferences) stays its own.
 *
 * `clinic` makes the test's own records (support/records.ts) and removes them when it ends.
 */
export const test = base.extend<
  {
    signedIn: boolean;
    demoLatency: number | undefined;
    clinic: TestClinic;
    policyBlocks: RegExp | undefined;
    policyWatch: void;
    pageErrorsExpected: RegExp | undefined;
    pageErrorWatch: void;
  },
  { workerSession: () => Promise<WorkerSession> }
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
      let session: Promise<WorkerSession> | undefined;
      await provide(
        () =>
          (session ??= (async () => {
            const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
            try {
              return await signInOnce(context);
            } finally {
              await context.close();
            }
          })()),
      );
    },
    { scope: 'worker' },
  ],
  /**
   * Every test watches the built app's Content-Security-Policy (vite.config.ts): whatever the
   * policy blocks, on any page of the test's browser, in any document it loads (Chromium reports
   * each block on the console), fails the test naming the directive, what was blocked and where.
   * So every screen any test reaches runs under the policy, with no walk of its own
   * (e2e/csp.spec.ts keeps what the policy says). A test that shows hostile content on purpose
   * names, with `policyBlocks`, what the policy is expected to refuse of it.
   */
  policyBlocks: [undefined, { option: true }],
  policyWatch: [
    async ({ context, policyBlocks }, provide) => {
      const blocked: string[] = [];
      const listen = (message: ConsoleMessage) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          /Content Security Policy/.test(text) &&
          !policyBlocks?.test(text)
        )
          blocked.push(`${text} (at ${message.page()?.url() ?? 'a worker'})`);
      };
      context.on('console', listen);
      await provide();
      context.off('console', listen);
      expect(blocked, 'The Content-Security-Policy blocked something').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every test fails on an error its pages leave uncaught (an exception thrown, a promise
   * rejected with no one to catch it), in any page of its browser: a screen that passed its
   * assertions while throwing behind them is broken for the next click. A test that throws in
   * the page on purpose names what it expects with `pageErrorsExpected`.
   */
  pageErrorsExpected: [undefined, { option: true }],
  pageErrorWatch: [
    async ({ context, pageErrorsExpected }, provide) => {
      const thrown: string[] = [];
      const listen = (error: WebError) => {
        const { message, stack } = error.error();
        if (pageErrorsExpected?.test(message) || BROWSER_NOTICES.test(message)) return;
        thrown.push(`${stack || message} (at ${error.page()?.url() ?? 'a worker'})`);
      };
      context.on('weberror', listen);
      await provide();
      context.off('weberror', listen);
      expect(thrown, 'A page threw an error it left uncaught').toEqual([]);
    },
    { auto: true },
  ],
  storageState: async ({ signedIn, workerSession, storageState }, provide) =>
    provide(signedIn ? withoutLastInput((await workerSession()).state) : storageState),
  page: async ({ page, demoLatency }, provide) => {
    if (demoLatency !== undefined)
      await page.addInitScript(([key, ms]) => localStorage.setItem(key, ms), [
        DEMO_LATENCY_KEY,
        String(demoLatency),
      ] as const);
    await provide(page);
  },
  clinic: async ({ page, playwright, workerSession }, provide, testInfo) => {
    // Fixed widths, so that no two (worker, test) pairs spell the same letters.
    const tag = `${RUN_ID}${letters(testInfo.workerIndex, 2)}${letters(nextTest++, 3)}`;
    if (!isExternal) {
      // The demo's records live in this context's storage and go with it.
      await provide(new TestClinic(pageTransport(page), tag, false));
      return;
    }
    const { token, apiBase } = await workerSession();
    const request = await playwright.request.newContext();
    const clinic = new TestClinic(requestTransport(request, apiBase, token), tag, true);
    // Records the screens make are the test's too: each by the id its answer carries.
    const adopt = (response: Response) => adoptMade(clinic, apiBase, response);
    page.context().on('response', adopt);
    try {
      await provide(clinic);
    } finally {
      page.context().off('response', adopt);
      try {
        await clinic.cleanUp();
      } finally {
        await request.dispose();
      }
    }
  },
});

/**
 * The worker's sign-in without its last input (src/app/auth/storage.ts LOCK_KEYS.activity): a
 * test starts as if the user had just used the app, not as long ago as the worker signed in,
 * which later in a run is more than the idle time, and the app would open on its lock.
 */
function withoutLastInput(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => name !== LAST_INPUT_KEY),
    })),
  };
}
const LAST_INPUT_KEY = 'clinic-admin.activity';

/** The run's id in letters (playwright.config.ts sets it once for every worker). */
const RUN_ID = process.env.E2E_RUN_ID ?? 'local';
let nextTest = 0;

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
