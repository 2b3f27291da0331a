/**
 * What index.html runs of the static shell (./shells.ts), built from this module by the build
 * (vite.config.ts `startScript`, src/start.ts and src/show-shell.ts) and inlined: the user it is
 * drawn for and the main layout's styles (in <head>), then the shell itself (in <body>, after
 * its templates). `__STATIC_SHELL__` is written in by the build (scripts/static-shell-plugin.ts):
 * what the page needs besides the templates, or null where there is no shell (the dev server).
 */

export interface ShellData {
  css: string[];
  name: { full: string; initials: string };
  small: string;
  own: readonly string[];
  rtl: string[];
  keys: { token: string; userDetails: string; userInfo: string };
}

declare const __STATIC_SHELL__: ShellData | null;

declare global {
  interface Window {
    __clinicUser?: { name: string } | null;
    __clinicColorMode?: string;
  }
}

const pathNow = () => location.pathname.replace(/\/+$/, '') || '/';
/** Anonymous pages other than sign-in, each shown by itself: no shell stands for them. */
const ownPage = (shell: ShellData, path: string) =>
  shell.own.some((own) => path === own || path.startsWith(`${own}/`));

/**
 * The signed-in user the frame is drawn for (an open session with a name), and the main layout's
 * styles when its frame will show: linked in <head>, where they still hold the first paint back
 * (as the sign-in page's do) and the frame is drawn with them.
 */
export function shellUser(shell = __STATIC_SHELL__) {
  if (!shell) return;
  try {
    const info = JSON.parse(localStorage.getItem(shell.keys.userInfo) ?? 'null') as {
      expiresAt?: number;
    } | null;
    const details = JSON.parse(localStorage.getItem(shell.keys.userDetails) ?? 'null') as {
      name?: unknown;
    } | null;
    if (
      !localStorage.getItem(shell.keys.token) ||
      !info ||
      !((info.expiresAt ?? 0) > Date.now()) ||
      !details ||
      typeof details.name !== 'string'
    )
      return;
    window.__clinicUser = details as { name: string };
    const path = pathNow();
    if (path === '/login' || ownPage(shell, path)) return;
    for (const href of shell.css) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.crossOrigin = '';
      link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    }
  } catch {
    // Unreadable storage: no user, the sign-in shell.
  }
}

const template = (name: string) =>
  document.querySelector(`script[data-shell="${name}"]`)?.textContent ?? null;
const escaped = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/**
 * The page a first load is going to show, as the app drew it at build time, shown now rather than
 * once the app's code has run: the sign-in page when signed out (where the main area's guard
 * sends every one of its pages), the main layout's frame on the overview and on the pages the
 * sidebar names when signed in; in the language, colour mode and width the app will use, with the
 * user's name. The app removes it once it has drawn the same (take-over.ts); a script that fails
 * to load removes it too.
 */
export function showShell(shell = __STATIC_SHELL__) {
  const box = document.getElementById('static-shell');
  if (!shell || !box) return;
  window.addEventListener(
    'error',
    (event) => {
      if ((event.target as Element | null)?.tagName === 'SCRIPT') box.remove();
    },
    true,
  );
  try {
    const path = pathNow();
    if (ownPage(shell, path)) return;
    const lng = window.__clinicLanguage ?? 'en';
    const user = window.__clinicUser ?? null;
    let kind: string;
    if (!user) {
      // A welcome after registering is said above the form: the app draws that page.
      if (new URLSearchParams(location.search).has('registered')) return;
      kind = 'sign-in';
    } else {
      // Signed in, the sign-in page sends on to the page asked for.
      if (path === '/login') return;
      kind = `${matchMedia(shell.small).matches ? 'narrow' : 'wide'}-${path === '/' ? 'overview' : 'list'}`;
    }
    let html = template(`${lng} ${kind}`);
    const toggle = template(`${lng} toggle-${window.__clinicColorMode ?? 'light'}`);
    const light = template(`${lng} toggle-light`);
    const styles = template('styles');
    if (html === null || toggle === null || light === null || styles === null) return;
    html = html.split(light).join(toggle);
    if (user) {
      html = html
        .split(shell.name.full)
        .join(escaped(user.name))
        .split(shell.name.initials)
        .join(escaped(initials(user.name)));
      const platform =
        (navigator as { userAgentData?: { platform?: string } }).userAgentData?.platform ??
        navigator.platform;
      if (/mac|iphone|ipad|ipod/i.test(platform))
        html = html.split('>Ctrl K<').join('>⌘ K<').split('"Control+K"').join('"Meta+K"');
    }
    box.innerHTML = styles + html;
    if (kind.endsWith('-list')) {
      // Drawn on one list: the sidebar's entry and the breadcrumb are this page's.
      let entry: Element | null = null;
      for (const link of box.querySelectorAll('nav ul a')) {
        link.removeAttribute('aria-current');
        link.removeAttribute('data-active');
        if (link.getAttribute('href') === path) entry = link;
      }
      if (!entry) throw new Error('not a page the sidebar names');
      entry.setAttribute('aria-current', 'page');
      entry.setAttribute('data-active', 'true');
      for (const crumb of box.querySelectorAll('[aria-current="page"]:not(a)'))
        crumb.textContent = entry.textContent;
    }
    document.documentElement.lang = lng;
    document.documentElement.dir = shell.rtl.includes(lng) ? 'rtl' : 'ltr';
  } catch {
    box.innerHTML = '';
  }
}
