/**
 * Putting a rendered page into the HTML template: the head tags from its meta, the app's HTML,
 * and the data it was rendered with. Used by the pre-render step at build time and by the
 * server for the pages it renders with their current data.
 */

/** Absolute URLs are written with this and filled with the site's origin when served. */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

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

/** The head tags: title, description, canonical (null for a page with no URL of its own) and Open Graph. */
export function renderHead(title: string, meta: HeadMeta, pagePath: string | null): string {
  const url = pagePath === null ? null : `${ORIGIN_PLACEHOLDER}${pagePath}`;
  const image = escapeHtml(absolute(meta.image ?? '/og/default.png'));
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    '<meta property="og:type" content="website" />',
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
export function serializePageData(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function assemblePage(
  template: string,
  page: { head: string; html: string; data?: unknown },
): string {
  const script =
    page.data === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(page.data)}</script>`;
  // The data goes after the app's root element, whose children React hydrates.
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('</body>', () => `${script}</body>`);
}
