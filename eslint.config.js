import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The money rules have one public module, and the amounts in words one (loaded with receipts). */
const MONEY_FILES = {
  regex: '^@/domain/money/(?!words$)',
  message: 'Import the money rules from @/domain/money (amounts in words: @/domain/money/words).',
};

/** Dependency direction (DESIGN.md): shared code never reaches up into features or routes. */
const layer = (files, forbidden, message) => ({
  files,
  // Tests may reach anything: the demo backend is their server.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((group) =>
            group instanceof RegExp
              ? { regex: group.source, message }
              : { group: [group], message },
          ),
          MONEY_FILES,
        ],
      },
    ],
  },
});

/** Which area's parts another area's screens show: the only imports between features. */
const AREA_USES = {
  appointments: ['calendar'],
  'clinic-appointments': ['calendar'],
  dashboard: ['lab', 'payments'],
  patients: ['calendar', 'lab', 'payments'],
  drawers: ['payments'],
};

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
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  layer(
    ['src/api/**', 'src/i18n/**'],
    ['@/components/*', '@/features/*', '@/routes/*', '@/mocks/*', '@/domain/*'],
    'api/ and i18n/ are the bottom layer.',
  ),
  layer(
    ['src/components/**'],
    ['@/features/*', '@/routes/*', '@/mocks/*'],
    'Shared components must not depend on a feature or a route.',
  ),
  // The pure rules (dates, money, lab flags) depend on nothing of the app but the resources' shapes.
  layer(
    ['src/domain/**'],
    ['@/app/*', '@/components/*', '@/features/*', '@/routes/*', '@/mocks/*', '@/i18n/*'],
    'domain/ holds pure rules: it may read api/resources declarations and nothing else of the app.',
  ),
  // An area stands alone and shares through domain/, components/ and api/, except the uses
  // declared here (a screen of one area showing another area's part): one direction each, so an
  // area below never reaches back up.
  ...readdirSync('src/features').map((area) =>
    layer(
      [`src/features/${area}/**`],
      [
        '@/routes/*',
        '@/mocks/*',
        new RegExp(`^@/features/(?!(?:${[area, ...(AREA_USES[area] ?? [])].join('|')})/)`),
      ],
      `Features depend on api/, app/, domain/, components/, their own folder${
        AREA_USES[area] ? ` and ${AREA_USES[area].join(', ')}` : ''
      } only (eslint.config.js AREA_USES).`,
    ),
  ),
);
