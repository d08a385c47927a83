import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written by scripts/prerender.ts: every public route's HTML, plus the Not Found page. */
export interface PageManifest {
  pages: { path: string; file: string }[];
  notFound: string;
}

export interface PrerenderedPage {
  html: string;
  etag: string;
}

export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

/**
 * Holds the pre-rendered pages in memory. Absolute URLs (Open Graph, canonical) are written with a
 * placeholder at build time and filled with the site's origin here, once per origin.
 */
export class PrerenderedPages {
  private readonly templates = new Map<string, string>();
  private readonly notFoundTemplate: string;
  private readonly rendered = new Map<string, PrerenderedPage>();

  constructor(pagesDir: string) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(pagesDir, 'manifest.json'), 'utf8'),
    ) as PageManifest;
    for (const page of manifest.pages) {
      this.templates.set(page.path, fs.readFileSync(path.join(pagesDir, page.file), 'utf8'));
    }
    this.notFoundTemplate = fs.readFileSync(path.join(pagesDir, manifest.notFound), 'utf8');
  }

  paths(): string[] {
    return [...this.templates.keys()];
  }

  get(pagePath: string, origin: string): PrerenderedPage | undefined {
    const template = this.templates.get(pagePath);
    return template === undefined ? undefined : this.fill(`${origin}${pagePath}`, template, origin);
  }

  notFound(origin: string): PrerenderedPage {
    return this.fill(`${origin}#404`, this.notFoundTemplate, origin);
  }

  private fill(key: string, template: string, origin: string): PrerenderedPage {
    let page = this.rendered.get(key);
    if (!page) {
      const html = template.replaceAll(ORIGIN_PLACEHOLDER, origin);
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      if (this.rendered.size < 1000) this.rendered.set(key, page);
    }
    return page;
  }
}
