import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAppAfterPaint } from './after-paint.mjs';

const TEMPLATE = `<html><head><style>body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/locale-b.js">
  </head><body><div id="root"><!--app-html--></div></body></html>`;

describe('startAppAfterPaint', () => {
  it('leaves the page one inline script, which the CSP hash allows, and lists the app for after the paint', async () => {
    const { html, scriptHash } = await startAppAfterPaint(TEMPLATE, [
      'assets/entry-c.js',
      'assets/locale-b.js',
    ]);
    expect(html).not.toMatch(/<script type="module"|<head>[\s\S]*modulepreload[\s\S]*<\/head>/);
    const [, links, code] =
      /<template data-after-paint>(.*)<\/template><script>(.+)<\/script><\/body>/.exec(html) ?? [];
    expect(links).toBe(
      [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-a.js" data-app-entry>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/locale-b.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/entry-c.js">',
      ].join(''),
    );
    expect(code).toContain('template[data-after-paint]');
    const digest = createHash('sha256')
      .update(code ?? '')
      .digest('base64');
    expect(scriptHash).toBe(`'sha256-${digest}'`);
  });

  it('refuses a template without the app’s module script', async () => {
    await expect(startAppAfterPaint('<body></body>', [])).rejects.toThrow(/no module script/);
  });
});
