import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

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
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
