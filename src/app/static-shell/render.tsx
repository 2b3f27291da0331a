import { createMemoryHistory } from '@tanstack/react-router';
import i18n from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { App } from '@/app/app';
import { COLOR_SCHEME_KEY } from '@/components/styles/theme';
import { STORAGE_KEYS } from '@/app/auth/storage';
import { baseOptions, LANGUAGES, textDirection } from '@/i18n/config';
import { createAppRouter } from '@/app/router';
import { SMALL_SCREEN } from '@/components/layout/small-screen';
import { NAME, type Shells } from './shells';

/**
 * Build time only (scripts/static-shell.mjs runs it in jsdom, through Vite's module loader): the
 * app itself renders the sign-in page and the main layout's frame, in each language, as a browser
 * would on a first load, and their markup becomes index.html's static shell. Nothing here is in
 * the app's bundle.
 */

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the browser would answer: only `narrow` decides the small-screen query. */
function setScreen(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === SMALL_SCREEN ? narrow : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function setSession(signedIn: boolean) {
  localStorage.clear();
  if (!signedIn) return;
  localStorage.setItem(STORAGE_KEYS.token, 'static-shell');
  localStorage.setItem(
    STORAGE_KEYS.userDetails,
    JSON.stringify({ id: 'static-shell', name: NAME.full, phone: '', type: 'root' }),
  );
  localStorage.setItem(
    STORAGE_KEYS.userInfo,
    JSON.stringify({ expiresAt: Date.now() + 24 * 60 * 60 * 1000 }),
  );
}

/**
 * The app's markup at `path`, once `ready` holds; a frame's without its screen (the layout's main
 * element left empty: the screen's own part is the app's to draw, with its data).
 */
async function renderAt(
  path: string,
  ready: (root: HTMLElement) => boolean,
  frame = false,
): Promise<string> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(<App router={createAppRouter(createMemoryHistory({ initialEntries: [path] }))} />);
  for (let waited = 0; !ready(container); waited += 20) {
    if (waited > 60_000) throw new Error(`The static shell of ${path} did not render`);
    await tick(20);
  }
  // Effects that follow the first render (direction, colour mode) have run.
  await tick(50);
  if (frame) container.querySelector('main')?.replaceChildren();
  // The demo account's note is left out: whether this is the demo is known only once config.json
  // is read (one naming an API turns a demo build into a deployment, which offers no demo
  // account). The app adds it below the form, which stands at the top of the page: nothing moves.
  container.querySelector('form [role="note"]')?.remove();
  // What React sets as properties (a select's choice, a field's value) is what shows: in markup,
  // attributes.
  for (const option of container.querySelectorAll('option'))
    option.defaultSelected = option.selected;
  for (const input of container.querySelectorAll('input')) {
    input.defaultValue = input.value;
    input.defaultChecked = input.checked;
  }
  // The shell's ids are its own (the app's page below has the same), references to them too;
  // numbered in order, so that shells of one layout are alike (index.html compresses them well).
  const ids = new Map<string, string>();
  const own = (id: string) => {
    if (!ids.has(id)) ids.set(id, `static-shell-${ids.size + 1}`);
    return ids.get(id) as string;
  };
  for (const element of container.querySelectorAll('*')) {
    for (const name of ['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby']) {
      const value = element.getAttribute(name);
      if (value) element.setAttribute(name, value.replace(/\S+/g, own));
    }
    // Its fields are a picture of the form, not fields a browser should fill in.
    for (const name of ['name', 'autocomplete']) element.removeAttribute(name);
  }
  const html = container.innerHTML;
  root.unmount();
  container.remove();
  return html;
}

const signInReady = (root: HTMLElement) => !!root.querySelector('form[aria-label]');
const frameReady = (root: HTMLElement) =>
  !!root.querySelector('nav ul') && !!root.querySelector('main');

/** The colour-mode button as the app draws it in `mode`, for the page's script to put in. */
async function toggleIn(mode: 'light' | 'dark' | 'auto') {
  localStorage.setItem(COLOR_SCHEME_KEY, mode);
  const html = await renderAt('/login', signInReady);
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const button = [...holder.querySelectorAll('button')].find(
    (b) => b.querySelector('svg') && b.title,
  );
  if (!button) throw new Error('The sign-in page has no colour-mode button');
  return button.outerHTML;
}

/** Every shell, in every language. `list`: a list screen's path (its frame has a breadcrumb). */
export async function renderShells(resources: Resources, list = '/results'): Promise<Shells> {
  await i18n.use(initReactI18next).init({
    ...baseOptions,
    lng: 'en',
    resources,
    react: { useSuspense: false },
    initAsync: false,
  });
  const shells: Shells = {};
  for (const { code } of LANGUAGES) {
    await i18n.changeLanguage(code);
    document.documentElement.lang = code;
    document.documentElement.dir = textDirection(code);
    setScreen(false);
    setSession(false);
    const toggles = {
      light: await toggleIn('light'),
      dark: await toggleIn('dark'),
      auto: await toggleIn('auto'),
    };
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    const signIn = await renderAt('/login', signInReady);
    const frames: Record<string, string> = {};
    for (const narrow of [false, true]) {
      setScreen(narrow);
      setSession(true);
      localStorage.setItem(COLOR_SCHEME_KEY, 'light');
      const width = narrow ? 'narrow' : 'wide';
      frames[`${width}-overview`] = await renderAt('/', frameReady, true);
      frames[`${width}-list`] = await renderAt(list, frameReady, true);
    }
    shells[code] = { signIn, toggles, frames, list };
  }
  return shells;
}
