import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.js';
import { realPartsInTests } from './eslint/real-parts-in-tests.js';
import { noDbCasts } from './eslint/no-db-casts.js';

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/server/.build-test-*/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Accessibility of the web's JSX (issue 29 §7): the plugin's recommended set, fixed in the code.
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus only moves focus into what the member just opened (a dialog's first field, a reply box, the login page's one form).
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The service worker (docs/decisions/0025) is served as written: plain JS in the worker's scope.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The script that starts a server-drawn page's app after its first paint (decision 0035), served as written.
    files: ['apps/web/public/hydrate.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaries,
  realPartsInTests,
  noDbCasts,
);
