import type { Locator, Page, Route } from '@playwright/test';
import { CONTRACT_API, signInToContractBackend } from './support/contract-backend';
import { deploymentConfig, isExternal } from './support/deployment';
import { accountMenuName, test } from './support/fixtures';
import { expect, settled } from './support/lists';

/**
 * Issue 22, a first load like a static page's. The sign-in page and the main layout's frame are
 * in index.html, drawn by the app at build time, and paint before any script runs; the app takes
 * their place without moving anything. The screen's first data request goes out from index.html
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

/** The main layout's frame, in English, on a list (`current`: its sidebar entry). */
const frameParts = (page: Page, current: string) => {
  const sidebar = (hidden: boolean) =>
    page.getByRole('navigation', { name: 'Main navigation', includeHidden: hidden });
  return {
    header: (hidden: boolean) => page.getByRole('banner', { includeHidden: hidden }),
    sidebar,
    overview: (hidden: boolean) =>
      sidebar(hidden).getByRole('link', { name: 'Overview', includeHidden: hidden }),
    current: (hidden: boolean) =>
      sidebar(hidden).getByRole('link', { name: current, exact: true, includeHidden: hidden }),
    menu: (hidden: boolean) =>
      page.getByRole('button', { name: /sidebar$/, includeHidden: hidden }),
    search: (hidden: boolean) =>
      page.getByRole('button', { name: /Search patients/, includeHidden: hidden }),
    language: (hidden: boolean) =>
      page.getByRole('combobox', { name: 'Language', includeHidden: hidden }),
    colourMode: (hidden: boolean) =>
      page.getByRole('button', { name: /^Colour mode: /, includeHidden: hidden }),
    account: (hidden: boolean) =>
      page.getByRole('button', { name: accountMenuName(), includeHidden: hidden }),
  };
};

test.describe('the static shell', () => {
  test('is in the served index.html: the sign-in page and the main layout, in every language', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    for (const lng of ['en', 'fr', 'ar'])
      for (const shell of [
        'sign-in',
        'wide-overview',
        'wide-list',
        'narrow-overview',
        'narrow-list',
      ])
        expect(html, `${lng} ${shell}`).toContain(
          `<script type="text/html" data-shell="${lng} ${shell}">`,
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

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('the main layout’s frame paints before any script runs, where the app draws it', async ({
      page,
    }) => {
      const parts = frameParts(page, 'Patients');
      await shellThenApp(
        page,
        '/patients',
        parts,
        page.getByRole('heading', { name: 'Patients', exact: true }),
      );
      await expect(parts.current(false)).toHaveAttribute('aria-current', 'page');
    });

    test('on the overview, in Arabic and dark mode, right to left', async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.setItem('clinic-admin.lng', 'ar');
        localStorage.setItem('clinic-admin-color-scheme', 'dark');
      });
      const parts = {
        sidebar: (hidden: boolean) =>
          page.getByRole('navigation', { name: 'التنقل الرئيسي', includeHidden: hidden }),
        overview: (hidden: boolean) =>
          page.getByRole('link', { name: 'نظرة عامة', includeHidden: hidden }),
        colourMode: (hidden: boolean) =>
          page.getByRole('button', { name: /^وضع الألوان/, includeHidden: hidden }),
        language: (hidden: boolean) =>
          page.getByRole('combobox', { name: 'اللغة', includeHidden: hidden }),
      };
      const shell = await shellThenApp(page, '/', parts, page.getByRole('heading', { level: 1 }));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Right to left: the sidebar stands on the right.
      expect(Number(shell.sidebar?.split(' ')[0])).toBeGreaterThan(600);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 412, height: 823 } });

      test('the frame is the phone’s, its breadcrumb this list’s', async ({ page }) => {
        const parts = {
          ...frameParts(page, 'Results'),
          crumb: (hidden: boolean) =>
            page
              .getByRole('navigation', { name: 'Breadcrumb', includeHidden: hidden })
              .getByText('Results', { exact: true }),
        };
        delete (parts as Partial<typeof parts>).sidebar;
        delete (parts as Partial<typeof parts>).overview;
        delete (parts as Partial<typeof parts>).current;
        await shellThenApp(
          page,
          '/results',
          parts,
          page.getByRole('heading', { name: 'Results', exact: true }),
        );
      });
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
