// Writes, beside each stylesheet of the client build, the file of its CSS modules' rules, which
// the app links once a page has hydrated (docs/decisions/020-page-styles-trimmed.md).
import fs from 'node:fs';
import path from 'node:path';

/** The address of the module rules' file of the stylesheet at `href`. */
export const moduleStylesheetOf = (href) => href.replace(/\.css$/, '.modules.css');

/**
 * @param {(css: string) => string} moduleRules the stylesheet's module rules, in its order (the
 *   server's own reading of them: src/server/modules/site/page-styles.ts)
 */
export function moduleStylesheets(moduleRules) {
  return {
    name: 'module-stylesheets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle({ dir }, bundle) {
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.css'))) {
        const css = fs.readFileSync(path.join(dir, file), 'utf8');
        fs.writeFileSync(path.join(dir, moduleStylesheetOf(file)), moduleRules(css));
      }
    },
  };
}
