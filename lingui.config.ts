import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Message catalogues (decision 011). Two per language: `public` (what the pages without a session
 * (welcome, sign-in, settings) and the frame show, loaded before the first render) and `app` (the signed-in features, loaded
 * with the session's layout), so the public pages' first load carries only their own words.
 */
// The catalogues' folder; src/lib/i18n/extracted.test.ts extracts into a copy to see that the
// committed catalogues hold every message of the code.
const catalogs = process.env.LINGUI_CATALOGS ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ru', 'vi', 'es'],
  // A message not translated yet shows in English, never as its id.
  fallbackLocales: { default: 'en' },
  // Which file a message comes from, without line numbers: moving code does not rewrite catalogues.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${catalogs}/{locale}/public`,
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/api',
        '<rootDir>/src/features/onboarding',
        '<rootDir>/src/features/session',
        '<rootDir>/src/features/settings',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: `${catalogs}/{locale}/app`,
      include: ['<rootDir>/src/features'],
      exclude: [
        '<rootDir>/src/features/onboarding/**',
        '<rootDir>/src/features/session/**',
        '<rootDir>/src/features/settings/**',
        '**/*.test.*',
      ],
    },
  ],
});
