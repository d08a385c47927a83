import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { islandCatalogs } from './scripts/lib/vite-island-catalogs.mjs';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  // Lingui's macros (Trans, msg, useLingui) are compiled by Babel before React's transform; the
  // lingui plugin compiles the imported PO catalogs (src/locales/*/messages.po) for the server's
  // render and the tests; the browser gets one catalog per language with the islands' messages
  // (islandCatalogs).
  plugins: [
    babel({ include: /\/src\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    islandCatalogs(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // One stylesheet in every pre-rendered page's head: a page's own CSS must not arrive after
    // its HTML (unstyled flash and layout shift); all of it together is a few kB gzipped.
    cssCodeSplit: false,
    // No preload helper: each island's chunk imports its dependencies itself, and React and Lingui
    // are one `runtime` chunk that the boot module imports directly.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs: React, Lingui, the page runtime and the few modules the
            // header's island needs, in one chunk (one request, one compression). TanStack Query
            // comes with the islands that use it.
            {
              name: 'runtime',
              test: new RegExp(
                [
                  'node_modules/(react|react-dom|scheduler|@lingui)/',
                  'src/client/runtime/(hydrate-islands|island-root|island-tag|islands)\\.tsx?$',
                  'src/client/lib/(location|session|api-client|render-time|early-input|scroll|window-event-store)\\.ts$',
                  'src/client/lib/i18n/(catalog|use-locale|remembered-locale|localized-link)\\.tsx?$',
                  'src/client/offline/register-service-worker\\.ts$',
                  'src/client/components/layout/(language-switch|icons|logo)\\.tsx$',
                  'src/shared/(i18n/locale|page-html|brand)\\.ts$',
                ]
                  .join('|')
                  .replaceAll('/', '[\\\\/]'),
              ),
            },
          ],
        },
      },
    },
    sourcemap: false,
    target: 'es2022',
  },
  // Short class names: every page carries the whole stylesheet, and the HTML names them often.
  css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: '_[hash:base64:6]' } },
  test: {
    root: '.',
    // Every core (Vitest's default leaves one free): the server tests wait on their databases.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          // Each test builds its own app on its own database, and no server test mocks a module
          // or the environment, so a worker imports the server once for all its files rather
          // than once per file (a fifth of the project's time went to imports).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Vitest turns Vite's dependency optimizer off in every environment but the VM pool's,
        // where it scans the HTML pages, fails on Lingui's macros (it runs no Babel) and prints
        // 35 errors whenever its cache is new.
        environments: { __vitest_vm__: { optimizeDeps: { noDiscovery: true } } },
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/setup.ts'],
          // Each file in a new VM context of a worker process that stays, instead of a new
          // process per file that imports jsdom, React and testing-library again: 295 → 103 CPU s
          // and 172 → 59 s on this machine's two cores.
          pool: 'vmForks',
          // A form typed key by key takes 2 s alone, 18 s beside the e2e tests and over 30 s with
          // a second copy of the suite beside both. A timeout guards against a hang; it checks
          // nothing, so a longer one makes no test weaker.
          testTimeout: 120_000,
        },
      },
    ],
  },
});
