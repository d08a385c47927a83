import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale } from '#client/lib/i18n/catalog.ts';

// The browser's global i18n, as entry-client activates it on an English page.
await activateLocale('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
