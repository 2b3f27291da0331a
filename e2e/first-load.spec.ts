import type { Locator, Page, Route } from '@playwright/test';
import { CONTRACT_API, signInToContractBackend } from './support/contract-backend';
import { deploymentConfig, isExternal } from './support/deployment';
import { test } from './support/fixtures';
import { expect, settled } from './support/lists';

/**
 * A first visit like a static page's. The sign-in page is in index.html, drawn by the app at
 * build time, and paints before any script runs; the app takes its place without moving
 * anything. The screen's first data request goes out from index.html
 * with the first chunks (against a deployment naming its API: the contract-only backend, through
 * config.json), and the app takes its answer rather than asking again.
 */

/** Holds the app's scripts back until `release()`: the page is what index.html alone shows. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  return async function release() {
    holding = false;
    for (const route of held) await route.continue();
  };
}

/**
 * Where each of `parts` is on screen, by its role and name: the static shell is hidden from
 * assistive technology (the app below it is what they read), so hidden elements count.
 */
async function layoutOf(parts: Record<string, (hidden: boolean) => Locator>, hidden: boolean) {
  const boxes: Record<string, string> = {};
  for (const [name, part] of Object.entries(parts)) {
    const box = await part(hidden).boundingBox();
    boxes[name] = box
      ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(' ')
      : 'not shown';
  }
  return boxes;
}

/**
 * Opens `path` with the app's scripts held: the static shell is all there is, laid out as
 * `parts` says; then with them, once the app has drawn the page: the same layout, the shell gone.
 */
async function shellThenApp(
  page: Page,
  path: string,
  parts: Record<string, (hidden: boolean) => Locator>,
  drawn: Locator,
) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(Object.values(parts)[0]!(true)).toBeVisible();
  const shell = await layoutOf(parts, true);
  await release();
  await expect(drawn).toBeVisible();
  // Found once: the shell's copies are gone.
  expect(await layoutOf(parts, false)).toEqual(shell);
  return shell;
}

const signInParts = (page: Page) => ({
  heading: (hidden: boolean) =>
    page.getByRole('heading', { name: 'Sign in', level: 1, includeHidden: hidden }),
  // Its fields are named by their labels, which assistive technology does not read in the
  // shell: the buttons after them say where they are. (Not the form's own box: on the demo it
  // grows below, by the demo account's note, which the app adds once it knows it is the demo.)
  reveal: (hidden: boolean) =>
    page.getByRole('button', { name: 'Show or hide the characters', includeHidden: hidden }),
  submit: (hidden: boolean) =>
    page.getByRole('button', { name: 'Sign in', exact: true, includeHidden: hidden }),
  register: (hidden: boolean) =>
    page.getByRole('link', { name: 'Create one', includeHidden: hidden }),
  language: (hidden: boolean) =>
    page.getByRole('combobox', { name: 'Language', includeHidden: hidden }),
  colourMode: (hidden: boolean) =>
    page.getByRole('button', { name: /^Colour mode: /, includeHidden: hidden }),
});

test.describe('the static shell', () => {
  test('is in the served index.html: the sign-in page, in every language, and nothing more', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const shells = [...html.matchAll(/<script type="text\/html" data-shell="([^"]+)">/g)].map(
      ([, name]) => name,
    );
    expect(shells.sort()).toEqual(
      [
        'styles',
        ...['en', 'fr', 'ar'].flatMap((lng) =>
          ['sign-in', 'toggle-auto', 'toggle-dark', 'toggle-light'].map((part) => `${lng} ${part}`),
        ),
      ].sort(),
    );
    expect(html).toContain('>Sign in with your phone number and password.<');
    expect(html).toContain(
      '>Connectez-vous avec votre numéro de téléphone et votre mot de passe.<',
    );
  });

  test('the sign-in page paints before any script runs, where the app then draws it', async ({
    page,
  }) => {
    const parts = signInParts(page);
    await shellThenApp(page, '/login', parts, parts.submit(false));
  });

  test('a main-area page, signed out, paints the sign-in page its guard leads to', async ({
    page,
  }) => {
    const parts = signInParts(page);
    await shellThenApp(page, '/patients', parts, parts.submit(false));
  });

  test('in Arabic and dark mode, right to left, the colour-mode button saying so', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('clinic-admin.lng', 'ar');
      localStorage.setItem('clinic-admin-color-scheme', 'dark');
    });
    const parts = {
      heading: (hidden: boolean) => page.getByRole('heading', { level: 1, includeHidden: hidden }),
      colourMode: (hidden: boolean) =>
        page.getByRole('button', { name: /^وضع الألوان/, includeHidden: hidden }),
      language: (hidden: boolean) =>
        page.getByRole('combobox', { name: 'اللغة', includeHidden: hidden }),
    };
    await shellThenApp(page, '/login', parts, parts.language(false));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    // The main layout is the app's to draw: a sign-in page shown meanwhile would be wrong.
    test('shows no sign-in page before the app draws the main layout', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/patients', { waitUntil: 'commit' });
      // The page's loading indicator comes after the shell's script in index.html: it has run.
      await expect(page.getByRole('status', { name: 'Loading' })).toBeAttached();
      await expect(page.locator('#static-shell')).toBeEmpty();
      await release();
      await expect(page.getByRole('heading', { name: 'Patients', exact: true })).toBeVisible();
    });
  });
});

/** The GET requests `page` sends to `url` (the whole address, query included). */
function requestsTo(page: Page, url: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === url) sent.push(url);
  });
  return sent;
}

test.describe('the first data request', () => {
  test.use({ signedIn: isExternal });

  /**
   * The API of a deployment whose config.json names one: on the demo build, the contract-only
   * backend beside it (signed in there); on a deployment under test, its own (signed in as the
   * suite is). Read in the test: the deployment's config.json is known to the workers only.
   */
  async function signedInApi(page: Page) {
    const api = isExternal ? deploymentConfig.apiUrl?.replace(/\/+$/, '') : CONTRACT_API;
    test.skip(
      !api,
      'the deployment’s config.json names no apiUrl: its build names the API, asked once the app runs',
    );
    if (!isExternal) await signInToContractBackend(page, { path: '/login' });
    return api!;
  }

  test('is sent once, before the route’s code, and its answer is the one on screen @server', async ({
    page,
    clinic,
  }) => {
    // A row to see, whatever the server holds (the contract-only backend beside the demo has its own).
    if (isExternal) await clinic.result(await clinic.patient());
    const api = await signedInApi(page);
    const firstPage = `${api}/api/results?limit=50&skip=0`;
    const sent = requestsTo(page, firstPage);

    await page.goto('/results');
    const results = page.getByRole('table', { name: 'Results' });
    await settled(results);
    await expect(results.getByRole('row').nth(1)).toBeVisible();
    // The next page is fetched ahead as well: only the first is the start's.
    expect(sent).toEqual([firstPage]);
  });

  // It used to go out from index.html, before the app had checked config.json: the token could
  // leave for an API the app then refused. Now only the app sends it, once the check has passed.
  test('never goes out without the app’s code, which checks config.json first', async ({
    page,
  }) => {
    const api = await signedInApi(page);
    // The signed-in page before this one is gone, with whatever it was still asking for.
    await page.goto('about:blank');
    await page.route('**/assets/*.js', (route) => route.abort());
    const withToken: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(api) || request.headers().authorization)
        withToken.push(request.url());
    });

    await page.goto('/patients', { waitUntil: 'load' });
    expect(withToken).toEqual([]);
  });
});
