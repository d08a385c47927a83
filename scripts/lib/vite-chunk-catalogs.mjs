// Splits the message catalogs by chunk for the browser: each chunk of the client build that shows
// messages starts by loading, in the page's language only, the compiled messages its own modules
// use (`await __chunkMessages(key)`, see src/client/lib/i18n/chunk-messages.ts). A page therefore
// loads the texts of the code it loads, not the whole site's. Translators still keep one PO file
// per language; the split is made from it at build time.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compileAllCatalogs } from './lingui-catalogs.mjs';

/** Message ids as Lingui's macros leave them in production code: `{ id: "x1Yz9A" }`, `id="…"`. */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\s]+)\1/g;

const LOAD_CALL = /__chunkMessages\((["'`])([\w-]+)\1\)/;

/**
 * What every page's app loads first: the scripts of the entry (entry-client.tsx) and the chunks
 * it imports, and their catalogs' keys. The pages list both for after the paint; the service worker
 * keeps all of it (scripts/build.mjs).
 */
const FIRST_LOAD_FILE = '.vite/first-load.json';

/** Reads (once) what the client build wrote about the first load: { scripts, catalogs }. */
export function takeFirstLoad(clientDir) {
  const file = path.join(clientDir, FIRST_LOAD_FILE);
  const firstLoad = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(path.dirname(file), { recursive: true });
  return firstLoad;
}

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
        source: JSON.stringify(firstLoad(Object.values(bundle))),
      });
    },
  };
}

function firstLoad(outputs) {
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
  const entry = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/entry-client.tsx'));
  const scripts = new Set();
  const catalogs = new Set();
  const visit = (chunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    const key = LOAD_CALL.exec(chunk.code)?.[2];
    if (key) catalogs.add(key);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  if (entry) visit(entry);
  return { scripts: [...scripts], catalogs: [...catalogs] };
}
