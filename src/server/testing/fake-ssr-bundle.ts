/**
 * A stand-in for the built renderer: /news-page lists the news from GET /api/news, /things/:id
 * shows an event from GET /api/events/:id (404 when unknown, with a link holding the id). It
 * counts its renders.
 */
export const FAKE_SSR_BUNDLE = `
export const brandName = 'Test charity';
const counted = () => { globalThis.__dataPageRenders = (globalThis.__dataPageRenders ?? 0) + 1; };
export async function dataRoutes() {
  return [{ path: '/news-page', topics: ['news'] }, { path: '/things/:id', topics: ['events'] }];
}
export async function render(url, get) {
  counted();
  const id = url.startsWith('/things/') ? url.slice('/things/'.length) : undefined;
  if (id !== undefined) {
    try {
      const { event } = await get('/api/events/' + id);
      return { html: '<h1>' + event.title + '</h1>', meta: { title: event.title, description: 'An event' },
        title: event.title, status: 200, data: { event } };
    } catch (error) {
      if (error.status !== 404) throw error;
      return { html: '<h1>Event not found.</h1><a href="/sv/things/' + id + '">sv</a>',
        meta: { description: 'Not found', noindex: true },
        title: 'Event not found', status: 404, data: { event: null, id } };
    }
  }
  const news = await get('/api/news');
  return { html: '<ul>' + news.map((item) => '<li>' + item.title + '</li>').join('') + '</ul>',
    meta: { description: 'News' }, title: 'News', status: 200, data: { news } };
}
export async function itemExists(url, get) {
  try {
    await get('/api/events/' + url.slice('/things/'.length));
    return true;
  } catch (error) {
    if (error.status === 404) return false;
    throw error;
  }
}
export async function itemPaths() { return ['/things/community-food-walk']; }
export async function pageMeta() { return { description: '' }; }
`;

/** How many pages the stand-in has rendered in this process. */
export const renders = () => (globalThis as { __dataPageRenders?: number }).__dataPageRenders ?? 0;
