// Moves the app's scripts behind the first paint (docs/decisions/009-first-paint.md): the page's
// HTML keeps one inline script (src/client/start-after-paint.ts) and no request for code or
// messages, which it lists in a <template data-after-paint> for that script to start later.
import { build } from 'esbuild';
import { cspHash } from './inline-styles.mjs';

const APP_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
const ADDRESS = /\s(?:src|href)="([^"]+)"/;

const modulePreload = (href, entry = false) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}"${entry ? ' data-app-entry' : ''}>`;

/** The page's first script, as the one inline script the CSP allows. */
async function firstScript() {
  const { outputFiles } = await build({
    entryPoints: ['src/client/start-after-paint.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  const code = outputFiles[0].text.trim();
  if (/<\/script/i.test(code)) throw new Error('the first script cannot be inlined: </script');
  return code;
}

/**
 * Takes the client build's entry script and module preloads out of `template` and puts them, with
 * every script of the app's first load (`firstLoadScripts`, file names under the client
 * directory), into a <template data-after-paint> at the end of the body, before the first script.
 * Returns the template and the CSP hash of that script.
 */
export async function startAppAfterPaint(template, firstLoadScripts) {
  const tags = template.match(APP_TAGS) ?? [];
  const entryTag = tags.find((tag) => tag.includes('<script'));
  if (!entryTag) throw new Error('the page template has no module script to start');
  const entry = ADDRESS.exec(entryTag)[1];
  const imports = [
    ...tags.filter((tag) => tag !== entryTag).map((tag) => ADDRESS.exec(tag)[1]),
    ...firstLoadScripts.map((file) => `/${file}`),
  ];
  const links = [
    modulePreload(entry, true),
    ...[...new Set(imports)].filter((href) => href !== entry).map((href) => modulePreload(href)),
  ];
  const code = await firstScript();
  const html = tags
    .reduce((text, tag) => text.replace(tag, ''), template)
    .replace(
      '</body>',
      () =>
        `<template data-after-paint>${links.join('')}</template><script>${code}</script></body>`,
    );
  return { html, scriptHash: cspHash(code) };
}
