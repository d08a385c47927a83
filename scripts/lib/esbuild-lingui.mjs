// Lingui for the server bundle (esbuild): compiles the macros (msg, t, Trans) with Lingui's Babel
// plugin, as vite.config.ts does for the client, and PO catalogs as @lingui/vite-plugin does.
import fs from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;

export function linguiPlugin() {
  const config = getConfig();
  return {
    name: 'lingui',
    setup(build) {
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!MACRO_IMPORT.test(source)) return undefined;
        const result = await transformAsync(source, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return { contents: result.code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      build.onLoad({ filter: /\.po$/ }, async (args) => {
        const relative = path.relative(config.rootDir, args.path);
        const found = getCatalogForFile(relative, await getCatalogs(config));
        if (!found) throw new Error(`${relative} is not one of lingui.config.ts's catalogs`);
        const { messages } = await found.catalog.getTranslations(found.locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const { source } = createCompiledCatalog(found.locale, messages, { namespace: 'es' });
        return { contents: source, loader: 'js' };
      });
    },
  };
}
