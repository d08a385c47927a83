import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSession } from '#client/lib/session.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';

// findBy… and waitFor wait for a state, not for a time: a second (the default) is not enough for
// a lazy component on two loaded cores, and a test that passes does not wait longer.
configure({ asyncUtilTimeout: 10_000 });

// The browser's global i18n, as entry-client activates it on an English page.
i18n.loadAndActivate({ locale: 'en', messages: i18nFor('en').messages });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Each test is a new page: the session is checked again.
  resetSession();
});
