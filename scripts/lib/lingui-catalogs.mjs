// The PO catalogs of lingui.config.ts, compiled as Lingui's runtime reads them: { id: compiled }.
import path from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

async function compile(catalog, locale, config) {
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const { source } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  return JSON.parse(source).messages;
}

/** One PO file's compiled messages. */
export async function compilePoFile(file, config = getConfig()) {
  const relative = path.relative(config.rootDir, file);
  const found = getCatalogForFile(relative, await getCatalogs(config));
  if (!found) throw new Error(`${relative} is not one of lingui.config.ts's catalogs`);
  return compile(found.catalog, found.locale, config);
}
