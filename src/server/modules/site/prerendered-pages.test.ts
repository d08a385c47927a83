import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PrerenderedPages } from './prerendered-pages.ts';

let dir: string;

function writePages(
  manifest: Record<string, unknown>,
  files: Record<string, string>,
  bodyStart?: string,
) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  for (const [name, html] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), html);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return new PrerenderedPages(dir, bodyStart === undefined ? undefined : () => bodyStart);
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PrerenderedPages with a notice', () => {
  it('puts it first in the body of every page (the sandbox says it is a test)', () => {
    const pages = writePages(
      { pages: [{ path: '/', file: 'home.html' }], notFound: '404.html' },
      {
        'home.html': '<html><body class="x"><h1>Home</h1></body></html>',
        '404.html': '<html><body><h1>Page not found</h1></body></html>',
      },
      '<p role="note">Test mode.</p>',
    );
    expect(pages.get('/', 'https://x.example')?.html).toBe(
      '<html><body class="x"><p role="note">Test mode.</p><h1>Home</h1></body></html>',
    );
    expect(pages.notFound('https://x.example').html).toContain('<body><p role="note">Test mode.');
  });
});
