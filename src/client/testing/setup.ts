import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nFor } from '#shared/i18n/catalogs.ts';

// The browser's global i18n, as entry-client activates it on an English page.
i18n.loadAndActivate({ locale: 'en', messages: i18nFor('en').messages });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
