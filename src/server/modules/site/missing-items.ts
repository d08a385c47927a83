import { etagOf } from '../../lib/compression.ts';
import type { PrerenderedPage } from './prerendered-pages.ts';

/**
 * The pages of items that do not exist (/events/<anything>). Each such address would cost a
 * render, a place among the kept pages and a compression, so one page per item route and content
 * version stands for them all: rendered for a placeholder id, and given the address's own id as
 * it is sent (the id is in the page's links and data, from which the browser hydrates it).
 */

/** Where the id goes: never an id (they have no '_'), and written alike in HTML, JSON and URLs. */
export const PLACEHOLDER_ID = '__missing_item__';

/** What every item's id is (the slugs of events and stories): unchanged in HTML, JSON and URLs. */
const ITEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+){0,50}$/;
const MAX_ID_LENGTH = 200;

/**
 * The id in `pathname` when `routePath` is an item's page ('/events/:id'); undefined for other
 * pages. Null when the id is none any item can have: the site's own Not Found page answers it.
 */
export function itemIdOf(routePath: string, pathname: string): string | null | undefined {
  const at = routePath.split('/').indexOf(':id');
  if (at === -1) return undefined;
  const id = pathname.split('/')[at] ?? '';
  return id.length <= MAX_ID_LENGTH && ITEM_ID.test(id) ? id : null;
}

/** The placeholder's address of an item route: what the shared page is rendered for. */
export const placeholderPathOf = (routePath: string) => routePath.replace(':id', PLACEHOLDER_ID);

/** The shared page as `id`'s own: not kept, not compressed (a Not Found page is rarely asked twice). */
export function missingItemPage(shared: PrerenderedPage, id: string): PrerenderedPage {
  const html = shared.html.replaceAll(PLACEHOLDER_ID, id);
  const bytes = Buffer.from(html);
  return { html, bytes, etag: etagOf(bytes) };
}
