import fp from 'fastify-plugin';
import { siteRoutes } from './routes.ts';

export { builtInlineHashes } from './prerendered-pages.ts';
export { loadRenderer } from './ssr-bundle.ts';

/**
 * The built front end: assets, the pre-rendered pages, robots.txt and the sitemap, and the
 * not-found answer of every other path. Registered last, after every API route.
 */
export const siteModule = fp(
  async (app) => {
    await app.register(siteRoutes);
  },
  { name: 'site', dependencies: ['site-origin', 'content-versions', 'security-headers'] },
);
