import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Dependency direction (DESIGN.md): shared code never reaches up into features or routes. */
const layer = (files, forbidden, message) => ({
  files,
  // Tests may reach anything: the demo backend is their server.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
});

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
    ['@/components/*', '@/features/*', '@/routes/*', '@/mocks/*'],
    'api/ and i18n/ are the bottom layer.',
  ),
  layer(
    ['src/components/**'],
    ['@/features/*', '@/routes/*', '@/mocks/*'],
    'Shared components must not depend on a feature or a route.',
  ),
  // No feature imports another: each area stands alone and shares only through components/ and api/.
  ...readdirSync('src/features').map((area) =>
    layer(
      [`src/features/${area}/**`],
      ['@/routes/*', '@/mocks/*', '@/features/*', `!@/features/${area}/*`],
      'Features depend on api/, app/, components/ and their own folder only.',
    ),
  ),
);
