import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkCatalogs } from './scripts/lib/vite-chunk-catalogs.mjs';
import { moduleStylesheets } from './scripts/lib/vite-module-styles.mjs';
import { moduleRules } from './src/server/modules/site/page-styles.ts';

const preactForReact = {
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ],
  },
  // Bundled into the pre-render too, so that they import Preact rather than React.
  ssr: {
    noExternal: [
      'wouter',
      '@tanstack/react-query',
      '@lingui/react',
      'lucide-react',
      '@stripe/react-stripe-js',
    ],
  },
};

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  // Lingui's macros (Trans, msg, useLingui) are compiled by Babel before React's transform; the
  // lingui plugin compiles the imported PO catalogs (src/locales/*/messages.po) for the server's
  // render and the tests; the browser gets its messages split by chunk (chunkCatalogs).
  plugins: [
    babel({ include: /\/src\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    chunkCatalogs(),
    moduleStylesheets(moduleRules),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // One stylesheet in every pre-rendered page's head: a page's own CSS must not arrive after
    // its HTML (unstyled flash and layout shift); all of it together is a few kB gzipped.
    cssCodeSplit: false,
    // The page lists the boot module's imports and the first load's chunks, fetched together after
    // the paint (scripts/lib/after-paint.mjs), but a dynamic import preloads nothing: Vite's helper
    // appended a <link> per dependency of each one, 20-40 ms of main-thread work while the page
    // hydrates, and the chunks already import theirs directly.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: false,
    target: 'es2022',
  },
  // The browser and the pre-render run React's API on Preact (decision 016): the same components
  // at a sixth of React DOM's weight. The unit tests keep React itself; the e2e tests run the build.
  ...(process.env.VITEST ? {} : preactForReact),
  css: { modules: { localsConvention: 'camelCaseOnly' } },
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
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
