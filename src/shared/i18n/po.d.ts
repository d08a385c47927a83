// A PO catalog imported in code is compiled by the Lingui Vite plugin (vite.config.ts) and, for
// the server bundle, by scripts/lib/esbuild-lingui.mjs.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
