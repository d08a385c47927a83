/**
 * Pages kept out of the sitemap and search engines, by their English path (their Swedish ones
 * too): the admin and sign-in, a thank-you, the service worker's offline page, a donor's own gifts.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/admin',
  '/login',
  '/volunteer/thanks',
  '/offline',
  '/my-gifts',
  '/my-gifts/statement',
  '/my-fundraisers',
];
