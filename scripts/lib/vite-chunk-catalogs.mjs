// Splits the message catalogs by chunk for the browser: each chunk of the client build that shows
// messages starts by loading, in the page's language only, the compiled messages its own modules
// use (`await __chunkMessages(key)`, see src/client/lib/i18n/chunk-messages.ts). A page therefore
// loads the texts of the code it loads, not the whole site's. Translators still keep one PO file
// per language; the split is made from it at build time.
import { createHash } from 'node:crypto';
import { compileAllCatalogs } from './lingui-catalogs.mjs';

/** Message ids as Lingui's macros leave them in production code: `{ id: "x1Yz9A" }`, `id="…"`. */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\s]+)\1/g;

const LOAD_CALL = /__chunkMessages\((["'`])([\w-]+)\1\)/;

/** The keys of the catalogs every page loads first, for the pre-render to preload them. */
export const FIRST_LOAD_FILE = '.vite/first-load-catalogs.json';

export const catalogPath = (locale, key) => `assets/messages/${locale}/${key}.json`;

export function chunkCatalogs() {
  let catalogs;
  const idsByModule = new Map();
  const catalogByKey = new Map();
  return {
    name: 'chunk-catalogs',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      catalogs = await compileAllCatalogs();
    },
    transform(code, id) {
      if (!id.includes('/src/')) return null;
      const ids = [...code.matchAll(MESSAGE_ID)]
        .map((match) => match[2])
        .filter((messageId) => messageId in catalogs.en);
      if (ids.length > 0) idsByModule.set(id, ids);
      else idsByModule.delete(id);
      return null;
    },
    renderChunk(code, chunk) {
      const ids = [...new Set(chunk.moduleIds.flatMap((id) => idsByModule.get(id) ?? []))].sort();
      if (ids.length === 0) return null;
      const byLocale = Object.fromEntries(
        Object.entries(catalogs).map(([locale, messages]) => [
          locale,
          Object.fromEntries(ids.map((id) => [id, messages[id]])),
        ]),
      );
      const key = createHash('sha256')
        .update(JSON.stringify(byLocale))
        .digest('base64url')
        .slice(0, 12);
      catalogByKey.set(key, byLocale);
      return { code: `await __chunkMessages(${JSON.stringify(key)});\n${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      for (const [key, byLocale] of catalogByKey) {
        for (const [locale, messages] of Object.entries(byLocale)) {
          this.emitFile({
            type: 'asset',
            fileName: catalogPath(locale, key),
            source: JSON.stringify(messages),
          });
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_LOAD_FILE,
        source: JSON.stringify(firstLoadCatalogs(Object.values(bundle))),
      });
    },
  };
}

/** The catalogs of the app's entry (entry-client.tsx) and of the chunks it imports. */
function firstLoadCatalogs(outputs) {
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
  const entry = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/entry-client.tsx'));
  const keys = new Set();
  const visit = (chunk) => {
    const key = LOAD_CALL.exec(chunk.code)?.[2];
    if (key) keys.add(key);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  if (entry) visit(entry);
  return [...keys];
}
