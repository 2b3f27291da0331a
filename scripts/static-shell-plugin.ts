import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { APP_KEY } from '../src/config/app-key.ts';
import { SMALL_SCREEN } from '../src/components/layout/small-screen.ts';
import { NAME, OWN_PAGES, type Shells } from '../src/app/static-shell/shells.ts';
import { LANGUAGES } from '../src/i18n/config.ts';

/**
 * Writes the static shell into index.html at build time (src/app/static-shell/shells.ts): the
 * sign-in page and the main layout's frame as the app draws them (scripts/static-shell.mjs), in
 * blocks of text, for index.html's script to show the one a first load is going to show before any
 * script has run. A build that cannot draw them fails: a shell left out would go unnoticed.
 */
export function staticShell(): Plugin {
  let mode = 'production';
  let root = process.cwd();
  let base = '/';
  return {
    name: 'clinic-admin:static-shell',
    configResolved(config) {
      ({ mode, root, base } = config);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The dev server shows no shell: its modules load one by one, never like a first load.
        // CLINIC_STATIC_SHELL=off: a build without it, to measure what it gains (bench/).
        if (!context.bundle || process.env.CLINIC_STATIC_SHELL === 'off')
          return html.replaceAll('__STATIC_SHELL__', 'null');
        const shells = await renderShells(root, mode);
        // CLINIC_STATIC_SHELL=sign-in: the sign-in shells only, no frames (what a first visit,
        // signed out, can use), to measure what the frames gain (docs/first-load.md).
        const frames = process.env.CLINIC_STATIC_SHELL !== 'sign-in';
        const css = frames ? frameStylesheets(context.bundle, base, html) : [];
        return html
          .replace('<!--static-shell-->', templates(shells, frames))
          .replaceAll('__STATIC_SHELL__', JSON.stringify(pickerData(shells, css)));
      },
    },
  };
}

async function renderShells(root: string, mode: string): Promise<Shells> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-static-shell-'));
  try {
    const out = join(dir, 'shells.json');
    await promisify(execFile)(process.execPath, ['scripts/static-shell.mjs', mode, out], {
      cwd: root,
      env: process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(readFileSync(out, 'utf8')) as Shells;
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`The static shell could not be drawn:\n${stderr.slice(-4000)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Bundle = Record<
  string,
  {
    type: string;
    moduleIds?: readonly string[];
    imports?: string[];
    viteMetadata?: { importedCss: Set<string> };
  }
>;

const LAYOUT = /[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=[\w-]*component/;

/**
 * The stylesheets of the main layout (the chunk that holds it, the main area's, and what that
 * chunk imports) that index.html does not link already: the frame's script links them when it
 * shows the frame.
 */
function frameStylesheets(bundle: Bundle, base: string, html: string): string[] {
  const layout = Object.keys(bundle).find((file) =>
    bundle[file]?.moduleIds?.some((id) => LAYOUT.test(id)),
  );
  if (!layout) throw new Error('The static shell found no chunk of the main layout');
  const css = new Set<string>();
  const seen = new Set<string>();
  const stack = [layout];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const sheet of bundle[file]?.viteMetadata?.importedCss ?? []) css.add(`${base}${sheet}`);
    stack.push(...(bundle[file]?.imports ?? []));
  }
  return [...css].filter((href) => !html.includes(`href="${href}"`));
}

const STYLE = /<style data-mantine-styles="(?:true|classes)">[\s\S]*?<\/style>/g;

/**
 * One shell as a block of text the page keeps but neither runs nor parses (a script of another
 * type): of fifteen, the browser builds only the one it shows, when the page's script asks.
 */
function block(name: string, html: string) {
  if (/<\/script/i.test(html)) throw new Error(`The static shell ${name} holds a script`);
  return `<script type="text/html" data-shell="${name}">${html}</script>`;
}

/**
 * The shells: Mantine's theme styles (the same in every shell) once, then per language the
 * sign-in page, the colour-mode button in each mode and the four frames.
 */
function templates(shells: Shells, frames: boolean): string {
  const shared = new Set<string>();
  const own = (html: string) =>
    html.replace(STYLE, (style) => {
      shared.add(style);
      return '';
    });
  const out: string[] = [];
  for (const [lng, shell] of Object.entries(shells)) {
    out.push(block(`${lng} sign-in`, own(shell.signIn)));
    for (const [mode, toggle] of Object.entries(shell.toggles))
      out.push(block(`${lng} toggle-${mode}`, toggle));
    if (frames)
      for (const [frame, html] of Object.entries(shell.frames))
        out.push(block(`${lng} ${frame}`, own(html)));
  }
  return [block('styles', [...shared].join('')), ...out].join('\n');
}

/** What index.html's script needs besides the templates. */
function pickerData(shells: Shells, css: string[]) {
  return {
    css,
    name: NAME,
    small: SMALL_SCREEN,
    own: OWN_PAGES,
    list: Object.values(shells)[0]?.list ?? '',
    rtl: LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code),
    keys: {
      token: `${APP_KEY}.token`,
      userDetails: `${APP_KEY}.userDetails`,
      userInfo: `${APP_KEY}.userInfo`,
    },
  };
}
