import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/architecture.md's rules for the client, held by reading the imports. */
const CLIENT = path.resolve('src/client');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file imports (static or dynamic), as written. */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1]!,
  );

/** The feature a module path belongs to, or null. */
function featureOf(specifier: string, from: string): string | null {
  const resolved = specifier.startsWith('#client/')
    ? path.join(CLIENT, specifier.slice('#client/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  const relative = resolved && path.relative(path.join(CLIENT, 'features'), resolved);
  return relative && !relative.startsWith('..') ? relative.split(path.sep)[0]! : null;
}

describe('the client architecture', () => {
  const features = fs.readdirSync(path.join(CLIENT, 'features'));

  it.each(features)('features/%s imports no other feature', (feature) => {
    const files = sourceFiles(path.join(CLIENT, 'features', feature));
    const foreign = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const other = featureOf(specifier, file);
          return other !== null && other !== feature;
        })
        .map((specifier) => `${path.relative(CLIENT, file)} imports ${specifier}`),
    );
    expect(foreign).toEqual([]);
  });

  it('keeps the server renderer out of the browser: only the server imports react-dom/server', () => {
    const browserFiles = sourceFiles(CLIENT).filter(
      (file) =>
        !file.endsWith('.test.ts') &&
        !file.endsWith('.test.tsx') &&
        !file.includes(`${path.sep}testing${path.sep}`) &&
        !file.endsWith(path.join('runtime', 'entry-server.tsx')),
    );
    const offenders = browserFiles.filter((file) => importsOf(file).includes('react-dom/server'));
    expect(offenders.map((file) => path.relative(CLIENT, file))).toEqual([]);
  });
});
