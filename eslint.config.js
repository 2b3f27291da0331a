import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The money rules have one public module, and the amounts in words one (loaded with receipts). */
const MONEY_FILES = {
  regex: '^@/domain/money/(?!words$)',
  message: 'Import the money rules from @/domain/money (amounts in words: @/domain/money/words).',
};

/**
 * The layers, bottom up, each with what it may import of the app besides itself
 * (docs/architecture.md). Nothing below features/ imports app/, features/, routes/ or mocks/:
 * `app/` is the composition root, it starts everything and nothing below imports it. Tests may reach anything (the
 * demo backend is their server). Checked on resolved paths, type imports included, so a
 * relative path or an `import type` cannot go round it.
 */
const LAYERS = [
  ['config', []],
  ['lib', ['config']],
  ['api', ['config', 'lib']],
  // Formats amounts with the currencies' minor units the backend declares (api/currency-units).
  ['i18n', ['config', 'lib', 'api']],
  ['domain', ['api']],
  ['components', ['config', 'lib', 'i18n', 'api', 'domain', 'vendor']],
];
const OWN_FOLDERS = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One `import-x/no-restricted-paths` zone: files in `target` may import `allowed` of src only. */
const zone = (target, allowed, message) => ({
  target: `./src/${target}`,
  from: OWN_FOLDERS.filter((folder) => !allowed.includes(folder)).map((f) => `./src/${f}`),
  message,
});

/** Which area's parts another area's screens show: the only imports between features. */
const AREA_USES = {
  appointments: ['calendar'],
  'clinic-appointments': ['calendar'],
  dashboard: ['lab', 'payments'],
  patients: ['calendar', 'lab', 'payments'],
  drawers: ['payments'],
};

/** Tests and their helpers (`testing.tsx` beside what they help test). */
const tests = ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', 'src/test/**'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'scripts/.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      'build/**/*.ts',
      'e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // No import circle (type imports aside, as the bundler sees them): the router's own
      // (routes/__root.tsx → app/router.tsx) is a type import.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      'no-restricted-imports': ['error', { patterns: [MONEY_FILES] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYERS.map(([layer, allowed]) =>
              zone(
                layer,
                [layer, ...allowed],
                `${layer}/ may import ${allowed.join(', ') || 'nothing of the app'} (eslint.config.js LAYERS).`,
              ),
            ),
            // An area stands alone and shares through domain/, components/ and api/, except the
            // uses declared here (a screen of one area showing another area's part): one
            // direction each, so an area below never reaches back up.
            ...readdirSync('src/features').map((area) => ({
              target: `./src/features/${area}`,
              from: ['./src/features', './src/routes', './src/mocks'],
              except: [`./${area}`, ...(AREA_USES[area] ?? []).map((used) => `./${used}`)],
              message: `features/${area} may import api/, app/, domain/, components/, its own folder${
                AREA_USES[area] ? ` and ${AREA_USES[area].join(', ')}` : ''
              } only (eslint.config.js AREA_USES).`,
            })),
          ],
        },
      ],
    },
  },
);
