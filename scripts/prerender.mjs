// Renders every public route without managed content to static HTML (title, meta, Open Graph,
// content) into dist/pages, with the template the server renders the pages with data into.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { cspHash, inlineStylesheets } from './lib/inline-styles.mjs';
import { CATALOG_NOTE } from './lib/vite-island-catalogs.mjs';

const OUT_DIR = 'dist/pages';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pre-rendered HTML is readable without JavaScript, so the page's own stylesheets come first;
 * the script that only gathers every component's styles for the build (src/client/runtime/
 * styles.ts) goes.
 */
export function stylesFirst(template) {
  const stylesheets = template.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  const html = stylesheets
    .reduce((text, tag) => text.replace(tag, ''), template)
    .replace(/\s*<script type="module"[^>]*src="\/assets\/styles-[^"]*"[^>]*><\/script>/, '');
  if (/assets\/styles-/.test(html))
    throw new Error('the styles-only script is still in the template');
  return html.replace('<!--app-head-->', `<!--app-head-->${stylesheets.join('')}`);
}

/**
 * The page's first script (src/client/runtime/hold-early-input.ts), inlined at the start of the
 * body so that it holds what the visitor types before the islands hydrate. Returns the template
 * and the script's CSP hash.
 */
async function withFirstScript(template) {
  const { outputFiles } = await build({
    entryPoints: ['src/client/runtime/hold-early-input.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
    alias: { '#client': './src/client' },
  });
  const code = outputFiles[0].text.trim();
  if (/<\/script/i.test(code)) throw new Error('the first script cannot be inlined: </script');
  const html = template.replace(/<body>/, () => `<body><script>${code}</script>`);
  return { html, scriptHash: cspHash(code) };
}

async function writeDefaultOgImage(brandName) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#14384a"/><stop offset="1" stop-color="#2f8f83"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="600" cy="250" r="90" fill="#f2b134"/>
  <path d="M250 380c120-150 230-200 350-200s230 50 350 200" fill="none" stroke="#fff" stroke-width="18"/>
  <path d="M200 400h800" stroke="#9fd3c7" stroke-width="14"/>
  <text x="600" y="520" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(brandName)}</text>
</svg>`;
  fs.mkdirSync('dist/client/og', { recursive: true });
  await sharp(Buffer.from(svg)).png().toFile('dist/client/og/default.png');
}

/**
 * The page's message catalog (scripts/lib/vite-island-catalogs.mjs), fetched beside the code:
 * `{locale}` in its address becomes the page's language (#shared/page-html.ts).
 */
function withCatalog(template) {
  const note = path.join('dist/client', CATALOG_NOTE);
  const { address } = JSON.parse(fs.readFileSync(note, 'utf8'));
  fs.rmSync(path.dirname(note), { recursive: true });
  const link = `<link rel="preload" as="fetch" crossorigin id="catalog" href="${address}">`;
  return template.replace('<!--app-head-->', () => `<!--app-head-->${link}`);
}

export async function prerender() {
  const { html: styled, hashes: styleHashes } = inlineStylesheets(
    stylesFirst(withCatalog(fs.readFileSync('dist/client/index.html', 'utf8'))),
    'dist/client',
  );
  const { html: template, scriptHash } = await withFirstScript(styled);
  const server = await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href);
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });

  const write = async (url, file, pagePath) => {
    const { html, meta, title, locale } = await server.render(url);
    const head = server.renderHead(title, meta, pagePath, { locale });
    const page = server.assemblePage(template, { head, html, locale });
    fs.writeFileSync(path.join(OUT_DIR, file), page);
  };
  const fileFor = (pagePath) =>
    `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '__')}.html`;

  const pages = [];
  for (const pagePath of await server.prerenderPaths()) {
    await write(pagePath, fileFor(pagePath), pagePath);
    pages.push({ path: pagePath, file: fileFor(pagePath) });
  }
  await write('/__not-found__', '404.html', null);
  await write('/sv/__not-found__', '404.sv.html', null);
  fs.writeFileSync(
    path.join(OUT_DIR, 'manifest.json'),
    JSON.stringify(
      {
        pages,
        // Rendered by the server with their data (items of /events/:id come from the API).
        dataPages: (await server.dataRoutes())
          .map((route) => route.path)
          .filter((route) => !route.includes(':')),
        notFound: '404.html',
        notFoundByLocale: { sv: '404.sv.html' },
        template: 'template.html',
        // The Content-Security-Policy allows these inlined <style> and <script> elements only.
        styleHashes,
        scriptHashes: [scriptHash],
      },
      null,
      2,
    ),
  );
  // The server renders the pages with data into the same template.
  fs.writeFileSync(path.join(OUT_DIR, 'template.html'), template);
  fs.rmSync('dist/client/index.html');
  await writeDefaultOgImage(server.brandName);
  console.log(`pre-rendered ${pages.length} pages`);
}
