// The browser's message catalogs: one per language, holding only the messages the islands' code
// shows (the rest of a page is rendered on the server, which has every message). Translators
// keep one PO file per language; this subset is made from it at build time. The pages preload
// their language's file (scripts/prerender.mjs) and src/client/lib/i18n/catalog.ts reads it.
import { createHash } from 'node:crypto';
import { getConfig } from '@lingui/conf';
import { compilePoFile } from './lingui-catalogs.mjs';

/** Message ids as Lingui's macros leave them in production code: `{ id: "x1Yz9A" }`, `id="…"`. */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\s]+)\1/g;

/** Where the build says the catalogs are (read once by the pre-render). */
export const CATALOG_NOTE = '.vite/catalogs.json';

/** The file of each language: `{locale}` in the address stands for it. */
export const catalogAddress = (hash) => `/assets/messages/{locale}.${hash}.json`;

export function islandCatalogs() {
  return {
    name: 'island-catalogs',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const config = getConfig();
      const poPath = config.catalogs[0].path.replace('<rootDir>/', '');
      const catalogs = {};
      for (const locale of config.locales) {
        catalogs[locale] = await compilePoFile(`${poPath.replace('{locale}', locale)}.po`, config);
      }
      const known = catalogs[config.sourceLocale];
      const ids = new Set();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const match of file.code.matchAll(MESSAGE_ID)) {
          if (match[2] in known) ids.add(match[2]);
        }
      }
      const sorted = [...ids].sort();
      const sources = Object.fromEntries(
        config.locales.map((locale) => [
          locale,
          JSON.stringify(Object.fromEntries(sorted.map((id) => [id, catalogs[locale][id]]))),
        ]),
      );
      const hash = createHash('sha256')
        .update(JSON.stringify(sources))
        .digest('base64url')
        .slice(0, 10);
      for (const [locale, source] of Object.entries(sources)) {
        this.emitFile({
          type: 'asset',
          fileName: catalogAddress(hash).slice(1).replace('{locale}', locale),
          source,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: CATALOG_NOTE,
        source: JSON.stringify({ address: catalogAddress(hash), messages: sorted.length }),
      });
    },
  };
}
