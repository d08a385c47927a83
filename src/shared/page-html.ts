/**
 * Putting a rendered page into the HTML template: the head tags from its meta, the app's HTML,
 * and the data it was rendered with. Used by the pre-render step at build time and by the
 * server for the pages it renders with their current data.
 */

import { LOCALES, type Locale, localizePath, splitLocalePath } from './i18n/locale.ts';

/** Absolute URLs are written with this and filled with the site's origin when served. */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

/**
 * The page's message catalog: the template preloads `/assets/messages/{locale}.<hash>.json`, and
 * each page gets its own language's (scripts/prerender.mjs, src/client/lib/i18n/catalog.ts).
 */
export const CATALOG_LINK_ID = 'catalog';
const CATALOG_LOCALE = '{locale}';

/** The id of the JSON script that carries a page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

export interface HeadMeta {
  description: string;
  /** A path under the site, for Open Graph; the default card when absent. */
  image?: string | undefined;
  noindex?: boolean | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An image path may already be absolute (an uploaded image on another host). */
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${ORIGIN_PLACEHOLDER}${url}`);

/** The page's language: its `<html lang>`. */
export interface PageLanguage {
  locale: Locale;
}

/** The same page in each language, and x-default (English) for any other. */
function alternateLinks(pagePath: string): string[] {
  const { path } = splitLocalePath(pagePath);
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${ORIGIN_PLACEHOLDER}${localizePath(path, locale)}`)}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'en')];
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', sv: 'sv_SE' };

/**
 * The head tags: title, description, canonical and the language alternates (none for a page with
 * no URL of its own: pagePath null) and Open Graph.
 */
export function renderHead(
  title: string,
  meta: HeadMeta,
  pagePath: string | null,
  language: PageLanguage = { locale: 'en' },
): string {
  const url = pagePath === null ? null : `${ORIGIN_PLACEHOLDER}${pagePath}`;
  const image = escapeHtml(absolute(meta.image ?? '/og/default.png'));
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    ...(pagePath === null || meta.noindex ? [] : alternateLinks(pagePath)),
    '<meta property="og:type" content="website" />',
    `<meta property="og:locale" content="${OG_LOCALES[language.locale]}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${image}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
    '<meta name="twitter:card" content="summary_large_image" />',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * JSON that is safe inside a <script>: no `<` can end the script or open a comment, and the
 * line separators that some parsers treat as line ends are escaped too.
 */
function serializePageData(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function assemblePage(
  template: string,
  page: { head: string; html: string; data?: unknown; locale?: Locale },
): string {
  const script =
    page.data === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(page.data)}</script>`;
  // The data goes after the app's root element, whose children React hydrates.
  return template
    .replace('<html lang="en">', () => `<html lang="${page.locale ?? 'en'}">`)
    .replace(`/${CATALOG_LOCALE}.`, () => `/${page.locale ?? 'en'}.`)
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('</body>', () => `${script}</body>`);
}
