import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Messages are extracted from the code into one PO file per language (see README, "Translations").
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sv'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
