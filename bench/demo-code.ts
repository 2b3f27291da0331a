import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/**
 * What only the demo backend and its fixtures bring into a bundle. `msw` is matched as a word
 * (its package paths, chunk names and "[MSW]" log prefix), not as a substring: Mantine's dropzone
 * ships the MIME type "application/msword", which is no demo code.
 */
const DEMO_CODE = [/\bmsw\b/i, /setupWorker/, /mockServiceWorker/];
const DEMO_FIXTURES = ['Leila Haddad', 'Omar Khalil', 'demo1234', 'reception1', '0700000001'];

/**
 * Guards a fixed leak: config.ts once read VITE_API_URL through an alias of import.meta.env,
 * which the bundler cannot fold, so production builds kept the demo branch, all of MSW and the
 * seeded accounts with their passwords. A build in `dir` made with VITE_API_URL = `api` must
 * ship none of it, in its scripts nor anywhere else (HTML, locales, CSS); that the demo build
 * does ship the mock worker is checked by e2e/production-build.spec.ts, so the search is known
 * to find what it looks for.
 */
export function expectNoDemoCode(dir: string, api: string) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const names = files.map((file) => relative(dir, file));
  const scripts = files.filter((file) => file.endsWith('.js'));

  // The build is real and really points at the backend (otherwise the checks below prove nothing).
  expect(names).toContain('index.html');
  expect(scripts.length).toBeGreaterThan(0);
  const code = scripts.map((file) => ({
    file: relative(dir, file),
    text: readFileSync(file, 'utf8'),
  }));
  expect(
    code.some(({ text }) => text.includes(api)),
    `no chunk mentions ${api}`,
  ).toBe(true);

  expect(names.filter((name) => name.endsWith('mockServiceWorker.js'))).toEqual([]);
  const found = code.flatMap(({ file, text }) =>
    [
      ...DEMO_CODE.filter((pattern) => pattern.test(text)).map(String),
      ...DEMO_FIXTURES.filter((needle) => text.includes(needle)),
    ].map((needle) => `${file}: ${needle}`),
  );
  expect(found, 'demo code or fixtures in the production bundle').toEqual([]);

  const elsewhere = files
    .filter((file) => !file.endsWith('.js') && /\.(html|json|css|txt|svg|webmanifest)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return DEMO_FIXTURES.filter((needle) => text.includes(needle)).map(
        (needle) => `${relative(dir, file)}: ${needle}`,
      );
    });
  expect(elsewhere).toEqual([]);
}
