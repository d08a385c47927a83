// Puts the site's stylesheet into the page template itself: the first paint then waits for no
// other request (docs/decisions/009-first-paint.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"[^>]*>/g;

/** The CSP source that allows exactly this inline <style> or <script> element's text. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Replaces each stylesheet link of `template` with a <style> holding the whole file from
 * `clientDir`. Returns the template and the CSP hashes of the styles it inlined.
 */
export function inlineStylesheets(template, clientDir) {
  const hashes = [];
  const html = template.replace(STYLESHEET_LINK, (_link, href) => {
    const css = fs.readFileSync(path.join(clientDir, href), 'utf8').trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    hashes.push(cspHash(css));
    return `<style>${css}</style>`;
  });
  return { html, hashes };
}
