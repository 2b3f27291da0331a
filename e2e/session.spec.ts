import { expect, type Page } from '@playwright/test';
import {
  DEMO,
  SESSION_KEYS,
  account,
  accountMenuName,
  demoOnly,
  greetingName,
  loginForm,
  needs,
  openSignedIn,
  readStoredSession,
  signIn,
  test,
} from './support/fixtures';
import { withConfig } from './support/deployment-config';
import { composer, openComposer } from './support/email';

const HOUR = 60 * 60 * 1000;
const SIGNED_OUT = { token: null, userDetails: null, userInfo: null };

/**
 * Puts raw values under the session keys before the app's first script runs, once per test (a
 * later navigation must see what the app did with them, not a fresh copy).
 */
async function seedStorage(page: Page, values: Partial<Record<keyof typeof SESSION_KEYS, string>>) {
  await page.addInitScript(
    ({ keys, values }) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      for (const [name, value] of Object.entries(values)) {
        localStorage.setItem(keys[name as keyof typeof keys], value);
      }
    },
    { keys: SESSION_KEYS, values },
  );
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/**
 * A well-formed token of the demo account (the demo backend's are unsigned JWTs), for the cases
 * that never reach a server: an expired or corrupt record is turned away before any call.
 */
const DEMO_TOKEN = [
  base64url({ alg: 'none', typ: 'JWT' }),
  base64url({ sub: DEMO.id, iat: Math.floor(Date.now() / 1000), exp: 32_503_680_000 }),
  'demo',
].join('.');

/** A well-formed stored token and user for the demo account. */
const storedUser = {
  token: DEMO_TOKEN,
  userDetails: JSON.stringify({ id: DEMO.id, name: DEMO.name, phone: DEMO.phone, type: 'root' }),
};

/** Seeds a complete session whose expiresAt is the browser's now + offsetMs. */
async function seedSession(page: Page, offsetMs: number, user: Partial<typeof storedUser> = {}) {
  await page.addInitScript(
    ({ keys, session, offsetMs }) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.userDetails, session.userDetails);
      localStorage.setItem(keys.userInfo, JSON.stringify({ expiresAt: Date.now() + offsetMs }));
    },
    { keys: SESSION_KEYS, session: { ...storedUser, ...user }, offsetMs },
  );
}

test.describe('stored session at start-up', () => {
  test('a valid stored session opens the app without signing in', async ({
    page,
    workerSession,
  }) => {
    // The control for the cases below: the seeded shape is what the app accepts, with a token
    // the server issued (the worker's own sign-in).
    const { state, token } = await workerSession();
    const stored = state.origins.flatMap((origin) => origin.localStorage);
    const userDetails = stored.find(({ name }) => name === SESSION_KEYS.userDetails)?.value ?? '';
    await seedSession(page, 2 * HOUR, { token, userDetails });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
    await expect(page.getByRole('button', { name: accountMenuName() })).toBeVisible();
  });

  test('an expired session goes to sign-in and is removed', async ({ page }) => {
    await seedSession(page, -60_000);
    await page.goto('/');

    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/',
    );
    await expect(loginForm(page).submit).toBeVisible();
    await expect(page.getByRole('button', { name: accountMenuName(DEMO.name) })).toHaveCount(0);
    expect(await readStoredSession(page)).toEqual(SIGNED_OUT);
  });

  // Each way a record can be corrupt (not JSON, the wrong shape, a part missing) is read as
  // signed out, logged and removed in src/app/auth/storage.test.ts, and the app then starts on
  // the sign-in page in src/app/auth/auth-context.test.tsx. Here, one of them through the real
  // start-up (index.html's shell and early reads, then the app).
  const corrupt: [string, Partial<Record<keyof typeof SESSION_KEYS, string>>][] = [
    ['a token without the rest of the record', { token: 'lonely-token' }],
  ];
  for (const [what, values] of corrupt) {
    test(`corrupt storage (${what}) starts signed out, logs it and removes the keys`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await seedStorage(page, values);
      await page.goto('/');

      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(loginForm(page).submit).toBeVisible();
      expect(await readStoredSession(page)).toEqual(SIGNED_OUT);
      expect(errors.join('\n')).toContain('Stored session data is corrupt');

      // The app still works: signing in from here is normal.
      await loginForm(page).phone.fill(account.phone);
      await loginForm(page).password.fill(account.password);
      await loginForm(page).submit.click();
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
    });
  }
});

test.describe('session running out while the app is open', () => {
  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('the app signs out when expiresAt passes, and says why', async ({ page }) => {
      // Hours without input: the idle lock (a test of its own, security.spec.ts) stays off.
      await withConfig(page, { idleLockMinutes: 0 });
      await page.clock.install();
      await openSignedIn(page);

      const { userInfo } = await readStoredSession(page);
      const { expiresAt } = JSON.parse(userInfo ?? 'null') as { expiresAt: number };
      const left = expiresAt - (await page.evaluate(() => Date.now()));
      expect(left).toBeGreaterThan(2 * 60_000);

      // A minute before the end nothing happens...
      await page.clock.fastForward(left - 60_000);
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/');

      // ...and once it has passed, the user is on the sign-in page with the reason.
      await page.clock.fastForward(2 * 60_000);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/',
      );
      await expect(page.getByRole('status')).toHaveText(
        'Your session has expired. Sign in again to continue.',
      );
      await expect(page.getByRole('button', { name: accountMenuName() })).toHaveCount(0);
      expect(await readStoredSession(page)).toEqual(SIGNED_OUT);
    });
  });

  test('the demo session lasts one 8-hour shift', async ({ page }) => {
    demoOnly("the 8-hour length is that of the demo backend's tokens");
    await withConfig(page, { idleLockMinutes: 0 });
    await page.clock.install();
    await signIn(page, DEMO);
    await page.clock.fastForward('07:58:00');
    await expect(page.getByRole('heading', { name: greetingName(DEMO.name) })).toBeVisible();
    await page.clock.fastForward('00:03:00');
    await expect(page.getByRole('status')).toHaveText(
      'Your session has expired. Sign in again to continue.',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});

test.describe('the server ending the session', () => {
  test('a 401 from a call locks the screen and says the server ended the session @server @settled', async ({
    page,
  }) => {
    // A stored session the app accepts but the server does not know: the home screen's first
    // calls (today's figures) answer 401.
    await seedSession(page, 2 * HOUR, { token: 'e2e-unknown-token' });
    await page.goto('/');

    const lock = page.getByRole('form', { name: 'Unlock the screen' });
    await expect(lock).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'The server ended the session.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: accountMenuName(DEMO.name) })).toHaveCount(0);
    expect((await readStoredSession(page)).token).toBeNull();

    // Someone else at the desk: "Switch user" ends that session, nothing of it kept.
    await lock.getByRole('button', { name: 'Switch user' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(await readStoredSession(page)).toEqual(SIGNED_OUT);
  });
});

test.describe('a draft written signed out', () => {
  needs('mail');

  test('is not passed to whoever signs in next, here or in another tab', async ({
    page,
    context,
  }) => {
    await openComposer(page);
    const c = composer(page);
    await c.to.fill('claims@atlas-insurance.example');
    await c.subject.fill('Claim of the first person');
    await expect(page.getByRole('region', { name: 'You are not signed in' })).toBeVisible();

    // Someone else signs in, in another tab: this page follows, with a blank message.
    await signIn(await context.newPage());
    await expect(page.getByRole('region', { name: 'You are not signed in' })).toHaveCount(0);
    await expect(c.subject).toHaveValue('');
    await expect(c.to).toHaveValue('');
    await expect(page.getByText('Claim of the first person')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(
      'Claim of the first person',
    );
  });
});
