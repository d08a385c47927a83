import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.mjs';

describe('inlineStylesheets', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'style-abc.css'), 'body{margin:0}\n');
    fs.writeFileSync(path.join(dir, 'assets', 'bad.css'), 'a::after{content:"</style>"}');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the whole stylesheet into the page, and answers the CSP hash of exactly that text', () => {
    const template =
      '<head><link rel="icon" href="/favicon.svg" /><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>';
    const { html, hashes } = inlineStylesheets(template, dir);
    expect(html).toBe(
      '<head><link rel="icon" href="/favicon.svg" /><style>body{margin:0}</style></head>',
    );
    const digest = createHash('sha256').update('body{margin:0}').digest('base64');
    expect(hashes).toEqual([`'sha256-${digest}'`]);
  });

  it('leaves a template without stylesheets as it is', () => {
    expect(inlineStylesheets('<head></head>', dir)).toEqual({ html: '<head></head>', hashes: [] });
  });

  it('refuses a stylesheet that would end the <style> element early', () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/bad.css">', dir)).toThrow(
      /cannot be inlined/,
    );
  });
});
