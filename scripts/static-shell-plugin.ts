import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { APP_KEY } from '../src/config/app-key.ts';
import { OWN_PAGES, type Shells } from '../src/app/static-shell/shells.ts';
import type { ShellData } from '../src/app/static-shell/show.ts';
import { LANGUAGES } from '../src/i18n/config.ts';

/**
 * Writes the static shell into index.html at build time (src/app/static-shell/shells.ts): the
 * sign-in page as the app draws it (scripts/static-shell.mjs), in blocks of text, for index.html's
 * script to show before any script has run. A build that cannot draw it fails: a shell left out
 * would go unnoticed. CLINIC_STATIC_SHELL=off builds without it, to measure what it gains.
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
        if (!context.bundle || process.env.CLINIC_STATIC_SHELL === 'off')
          return html.replaceAll('__STATIC_SHELL__', 'null');
        const { shells, css } = await renderShells(root, mode);
        const links = stylesheets(context.bundle as Bundle, css)
          .map((file) => `${base}${file}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
        return html
          .replace('</head>', `${links.join('\n')}\n</head>`)
          .replace('<!--static-shell-->', templates(shells))
          .replaceAll('__STATIC_SHELL__', JSON.stringify(pickerData()));
      },
    },
  };
}

async function renderShells(
  root: string,
  mode: string,
): Promise<{ shells: Shells; css: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-static-shell-'));
  try {
    const out = join(dir, 'shells.json');
    await promisify(execFile)(process.execPath, ['scripts/static-shell.mjs', mode, out], {
      cwd: root,
      env: process.env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(readFileSync(out, 'utf8')) as { shells: Shells; css: string[] };
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`The static shell could not be drawn:\n${stderr.slice(-4000)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Bundle = Record<
  string,
  { moduleIds?: readonly string[]; viteMetadata?: { importedCss: Set<string> } }
>;

/**
 * The build's stylesheets holding `modules` (the styles the app drew the shell with): linked in
 * index.html, the shell paints as the app will draw it, whatever chunk the bundler put them in.
 */
function stylesheets(bundle: Bundle, modules: readonly string[]): string[] {
  const wanted = new Set(modules);
  const files = new Set<string>();
  for (const output of Object.values(bundle))
    if (output.moduleIds?.some((id) => wanted.has(id.split('?')[0] ?? id)))
      for (const sheet of output.viteMetadata?.importedCss ?? []) files.add(sheet);
  return [...files];
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
 * sign-in page and the colour-mode button in each mode.
 */
function templates(shells: Shells): string {
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
  }
  return [block('styles', [...shared].join('')), ...out].join('\n');
}

/** What index.html's script needs besides the templates (src/app/static-shell/show.ts). */
function pickerData(): ShellData {
  return {
    own: OWN_PAGES,
    rtl: LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code),
    keys: {
      token: `${APP_KEY}.token`,
      userInfo: `${APP_KEY}.userInfo`,
    },
  };
}
