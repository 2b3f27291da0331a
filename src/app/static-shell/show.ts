/**
 * What index.html runs of the static shell (./shells.ts), built from this module by the build
 * (src/show-shell.ts, inlined after the shell's templates). `__STATIC_SHELL__` is written in by
 * the build (scripts/static-shell-plugin.ts): what the page needs besides the templates, or null
 * where there is no shell (the dev server).
 */
import { startHandoff } from '@/lib/start-handoff';

export interface ShellData {
  own: readonly string[];
  rtl: string[];
  keys: { token: string; userInfo: string };
}

declare const __STATIC_SHELL__: ShellData | null;

/** An open session in storage: the app will draw the main area, which the shell is not. */
function sessionOpen(keys: ShellData['keys']) {
  try {
    const info = JSON.parse(localStorage.getItem(keys.userInfo) ?? 'null') as {
      expiresAt?: number;
    } | null;
    return !!localStorage.getItem(keys.token) && (info?.expiresAt ?? 0) > Date.now();
  } catch {
    return false;
  }
}

const template = (name: string) =>
  document.querySelector(`script[data-shell="${name}"]`)?.textContent ?? null;

/**
 * The sign-in page, as the app drew it at build time, shown now rather than once the app's code
 * has run: to whoever has no open session, on /login and on the main area's pages (its guard
 * sends them there), in the language and colour mode the app will use. The app removes it once
 * it has drawn the same (take-over.ts); a script that fails to load removes it too.
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
    const path = location.pathname.replace(/\/+$/, '') || '/';
    if (shell.own.some((own) => path === own || path.startsWith(`${own}/`))) return;
    if (sessionOpen(shell.keys)) return;
    // A welcome after registering is said above the form: the app draws that page.
    if (new URLSearchParams(location.search).has('registered')) return;
    const start = startHandoff();
    const lng = start.language ?? 'en';
    const html = template(`${lng} sign-in`);
    const toggle = template(`${lng} toggle-${start.colorMode ?? 'light'}`);
    const light = template(`${lng} toggle-light`);
    const styles = template('styles');
    if (html === null || toggle === null || light === null || styles === null) return;
    box.innerHTML = styles + html.split(light).join(toggle);
    document.documentElement.lang = lng;
    document.documentElement.dir = shell.rtl.includes(lng) ? 'rtl' : 'ltr';
  } catch {
    box.innerHTML = '';
  }
}
