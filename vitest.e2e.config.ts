import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';
import { START_TIMEOUT_MS } from './scripts/lib/built-server.mjs';

// End-to-end tests: the built server and Debian's Chromium (see tests/e2e/support/).
// Run with `npm run test:e2e`, which builds first.
export default defineConfig({
  // Lingui's macros, as vite.config.ts compiles them: the tests may import shared modules that
  // hold messages (#shared/content/partners.ts, #shared/donation-messages.ts).
  plugins: [babel({ include: /\/src\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  test: {
    name: 'e2e',
    root: '.',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // One Chromium per file and two files at a time: what two cores carry without timeouts.
    fileParallelism: true,
    // A worker imports Playwright, axe and the support modules once for all its files (a tenth
    // of the run went to importing them per file); the files share their worker's site anyway,
    // and the support modules hold no state of their own.
    isolate: false,
    maxWorkers: 2,
    // A state is waited for, not a time: expect.poll reads until it holds, for up to 20 s on a
    // loaded machine (Vitest's default is 1 s). A test that passes does not wait longer.
    expect: { poll: { timeout: 20_000, interval: 50 } },
    // Tests marked concurrent (routes.e2e.ts) load this many pages side by side in one file.
    maxConcurrency: 3,
    // A flow through several pages takes 20 s on a quiet machine and has taken over 60 s with the
    // machine's two cores loaded five times over.
    testTimeout: 120_000,
    // Some files start a site of their own in beforeAll (appeal-flow, swish): its start may take
    // all of START_TIMEOUT_MS on a loaded machine, and the admin's sign-in comes after it.
    hookTimeout: START_TIMEOUT_MS + 30_000,
    teardownTimeout: 30_000,
  },
});
