import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Every text a borrower reads, in English (the source) and Kiswahili (PRODUCT.md §16). `npm run
// i18n -w apps/web` extracts the app's messages into src/locales/<locale>.po; the build compiles the
// active language's catalog into a chunk of its own, and fails when a Kiswahili text is missing.
// `pseudo` is for the tests: every message it renders is visibly marked, so a text that is not from
// the catalogs stands out.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sw', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      // The native host plays the lender's app in a desktop browser: a tool, not a borrower screen.
      exclude: [
        '**/*.test.*',
        '<rootDir>/src/host/**',
        '<rootDir>/src/mocks/**',
        '<rootDir>/src/**/mock.ts',
        '<rootDir>/src/test/**',
      ],
    },
  ],
  orderBy: 'message',
  // File names without line numbers: a catalog changes only when a text does.
  format: formatter({ lineNumbers: false }),
});
