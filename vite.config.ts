import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkCatalogs } from './scripts/lib/vite-chunk-catalogs.mjs';

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
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // One stylesheet in every pre-rendered page's head: a page's own CSS must not arrive after
    // its HTML (unstyled flash and layout shift); all of it together is a few kB gzipped.
    cssCodeSplit: false,
    sourcemap: false,
    target: 'es2022',
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
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
        },
      },
    ],
  },
});
