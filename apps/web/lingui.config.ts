import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web's own words (decision 0066): English in the code (the spec's words, through Lingui's
 * macros), Hindi in src/locales/hi.po, kept by `npm run i18n:extract`. English needs no catalogue:
 * the macros keep each message's English beside its id (vite.config.ts), so only Hindi pages load one.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: false,
  // One catalogue per feature and per components folder (src/locales/hi/<name>.po), so work on
  // different parts of the site never edits the same file; the app, lib and loose components share
  // common.po. A Hindi page loads them all (lib/i18n.ts).
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}/'], exclude: TESTS },
    { path: '<rootDir>/src/locales/{locale}/components-{name}', include: ['<rootDir>/src/components/{name}/'], exclude: TESTS },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/app/', '<rootDir>/src/lib/', '<rootDir>/src/components/*.tsx', '<rootDir>/src/main.tsx', '<rootDir>/src/entry-server.tsx'],
      exclude: TESTS,
    },
  ],
  // File names without line numbers: an edit elsewhere in a file does not rewrite the catalogue.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
