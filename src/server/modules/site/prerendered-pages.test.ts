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
  return new PrerenderedPages(dir, bodyStart);
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PrerenderedPages.notFound', () => {
  it('gives an unknown path under a section that section’s own Not Found page', () => {
    const pages = writePages(
      {
        pages: [{ path: '/stories/edu-1', file: 'edu.html' }],
        notFound: '404.html',
        notFoundSections: [{ prefix: '/stories/', file: 'stories__404.html' }],
      },
      {
        'edu.html': '<h1>Edu</h1>',
        '404.html': '<h1>Page not found</h1>',
        'stories__404.html': '<h1>Story not found.</h1><a href="__SITE_ORIGIN__/stories">',
      },
    );
    expect(pages.notFound('https://x.example', '/stories/nope').html).toBe(
      '<h1>Story not found.</h1><a href="https://x.example/stories">',
    );
    expect(pages.notFound('https://x.example', '/storiesque').html).toBe('<h1>Page not found</h1>');
    expect(pages.notFound('https://x.example', '/nope').html).toBe('<h1>Page not found</h1>');
  });

  it('works with a manifest that has no sections', () => {
    const pages = writePages(
      { pages: [], notFound: '404.html' },
      { '404.html': '<h1>Page not found</h1>' },
    );
    expect(pages.notFound('https://x.example', '/stories/nope').html).toBe(
      '<h1>Page not found</h1>',
    );
  });
});

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
