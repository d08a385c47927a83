import fs from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '#shared/i18n/locale.ts';
import { ORIGIN_PLACEHOLDER } from '#shared/page-html.ts';
import { type ContentEncoding, compress, etagOf } from '../../lib/compression.ts';
import type { InlineHashes } from '../../plugins/security-headers.ts';

/** Written by scripts/prerender.ts: every public route's HTML, plus the Not Found page. */
export interface PageManifest {
  pages: { path: string; file: string }[];
  notFound: string;
  /** The Not Found page of the other languages (/sv/no-such-page). */
  notFoundByLocale?: Partial<Record<Locale, string>>;
  /** The HTML template that the server renders the pages with data into. */
  template?: string;
  /** The CSP sources (`'sha256-…'`) of the <style> elements the build inlined into every page. */
  styleHashes?: string[];
  /** The same for the page's first script (src/client/runtime/hold-early-input.ts). */
  scriptHashes?: string[];
}

/** Where the build writes the pages, beside the client files. */
export const pagesDirOf = (staticDir: string) => path.join(staticDir, '..', 'pages');

const readManifest = (pagesDir: string) =>
  JSON.parse(fs.readFileSync(path.join(pagesDir, 'manifest.json'), 'utf8')) as PageManifest;

/** The hashes of the built pages' inline styles and script, for the Content-Security-Policy. */
export function builtInlineHashes(staticDir: string): Required<InlineHashes> {
  const { styleHashes = [], scriptHashes = [] } = readManifest(pagesDirOf(staticDir));
  return { styleHashes, scriptHashes };
}

export interface PrerenderedPage {
  html: string;
  /** The HTML as UTF-8, sent to clients that take no compression (encoded once, not per request). */
  bytes: Buffer;
  etag: string;
  /** Compressed once, when the page is first filled for an origin (absent past the cache). */
  compressed?: Record<ContentEncoding, Buffer>;
}

/** What is put at the start of every page's body, in the page's language (the test-mode notice). */
export type BodyStart = (locale: Locale) => string;

/**
 * Holds the pre-rendered pages in memory. Absolute URLs (Open Graph, canonical) are written with a
 * placeholder at build time and filled with the site's origin here, once per origin.
 */
export class PrerenderedPages {
  private readonly templates = new Map<string, string>();
  private readonly notFoundTemplates = new Map<Locale, string>();
  private readonly rendered = new Map<string, PrerenderedPage>();
  /** The template of the pages with data, when the build wrote one. */
  readonly template: string | undefined;

  constructor(
    pagesDir: string,
    private readonly bodyStart: BodyStart = () => '',
  ) {
    const manifest = readManifest(pagesDir);
    for (const page of manifest.pages) {
      this.templates.set(page.path, fs.readFileSync(path.join(pagesDir, page.file), 'utf8'));
    }
    const read = (file: string) => fs.readFileSync(path.join(pagesDir, file), 'utf8');
    this.notFoundTemplates.set('en', read(manifest.notFound));
    for (const [locale, file] of Object.entries(manifest.notFoundByLocale ?? {})) {
      if (isLocale(locale) && file) this.notFoundTemplates.set(locale, read(file));
    }
    this.template =
      manifest.template && fs.readFileSync(path.join(pagesDir, manifest.template), 'utf8');
  }

  paths(): string[] {
    return [...this.templates.keys()];
  }

  get(pagePath: string, origin: string): PrerenderedPage | undefined {
    const template = this.templates.get(pagePath);
    return template === undefined ? undefined : this.fill(`${origin}${pagePath}`, template, origin);
  }

  notFound(origin: string, locale: Locale = 'en'): PrerenderedPage {
    const template = this.notFoundTemplates.get(locale) ?? this.notFoundTemplates.get('en')!;
    return this.fill(`${origin}#404-${locale}`, template, origin);
  }

  private fill(key: string, template: string, origin: string): PrerenderedPage {
    let page = this.rendered.get(key);
    if (!page) {
      page = keptPage(fillPage(template, origin, this.bodyStart));
      // Only cached pages are compressed: an unknown Host header cannot make every request pay.
      if (this.rendered.size < 1000) {
        page.compressed = compress(page.bytes);
        this.rendered.set(key, page);
      }
    }
    return page;
  }
}

/** A page as served to `origin`: its absolute URLs filled in, `bodyStart` first in its body. */
export function fillPage(template: string, origin: string, bodyStart: BodyStart): string {
  const lang = /<html lang="([a-z]+)"/.exec(template)?.[1];
  return template
    .replaceAll(ORIGIN_PLACEHOLDER, escapeAttribute(origin))
    .replace(/<body[^>]*>/, (body) => body + bodyStart(isLocale(lang) ? lang : 'en'));
}

/** A filled page as it is kept: its bytes and validator. */
export function keptPage(html: string): PrerenderedPage {
  const bytes = Buffer.from(html);
  return { html, bytes, etag: etagOf(bytes) };
}

/** The origin goes into attributes (canonical, Open Graph): nothing in it may end one. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
