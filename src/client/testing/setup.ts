import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSession } from '#client/lib/session.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';

// Under the vmForks pool the global object is jsdom's window, whose `performance` has only now()
// and whose `crypto` has no `subtle`; a browser has both (the donation form marks its steps, the
// proof of work hashes with Web Crypto). These are Node's, which the forks pool's global kept.
Object.defineProperties(globalThis, {
  performance: { value: performance, writable: true, configurable: true },
  crypto: { value: webcrypto, writable: true, configurable: true },
});

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
