import { createMemoryHistory } from '@tanstack/react-router';
import i18n from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { App } from '@/app/app';
import { COLOR_SCHEME_KEY } from '@/components/styles/theme';
import { baseOptions, LANGUAGES, textDirection } from '@/i18n/config';
import { createAppRouter } from '@/app/router';
import type { Shells } from './shells';

/**
 * Build time only (scripts/static-shell.mjs runs it in jsdom, through Vite's module loader): the
 * app itself renders the sign-in page in each language, as a browser would on a first visit,
 * and its markup becomes index.html's static shell. Nothing here is in the app's bundle.
 */

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A wide screen in light mode: every media query answers no. */
function setScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The app's markup at `path`, once `ready` holds. */
async function renderAt(path: string, ready: (root: HTMLElement) => boolean): Promise<string> {
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
  // numbered in order, so that the languages' shells are alike (index.html compresses them well).
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

/** The sign-in page and its colour-mode button, in every language. */
export async function renderShells(resources: Resources): Promise<Shells> {
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
    setScreen();
    localStorage.clear();
    const toggles = {
      light: await toggleIn('light'),
      dark: await toggleIn('dark'),
      auto: await toggleIn('auto'),
    };
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    shells[code] = { signIn: await renderAt('/login', signInReady), toggles };
  }
  return shells;
}
