// Lingui for the server bundle (esbuild): compiles the macros (msg, t, Trans) with Lingui's Babel
// plugin, as vite.config.ts does for the client, and PO catalogs as @lingui/vite-plugin does.
import fs from 'node:fs';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { compilePoFile } from './lingui-catalogs.mjs';

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
        const messages = await compilePoFile(args.path, config);
        return { contents: `export const messages = ${JSON.stringify(messages)};`, loader: 'js' };
      });
    },
  };
}
