import type { FastifyInstance } from 'fastify';
import { drawOgCard } from './og-card.ts';
import type { ApiGet, SsrBundle } from './ssr-bundle.ts';

/** Cards kept drawn; a changed title or illustration draws a new one. */
const MAX_CARDS = 200;

/**
 * GET /og/<section>/<id>.png: an item page's link preview, drawn on first request from the
 * page's meta (an event's or story's title over its illustration) and kept in memory.
 */
export function registerOgCards(app: FastifyInstance, bundle: SsrBundle, get: ApiGet) {
  const cards = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { section: string; file: string } }>(
    '/og/:section/:file',
    async (request, reply) => {
      const { section, file } = request.params;
      const id = file.endsWith('.png') ? file.slice(0, -4) : '';
      const image = `/og/${section}/${file}`;
      const meta = id ? await bundle.pageMeta(`/${section}/${id}`, get) : undefined;
      if (!meta?.ogCard || meta.image !== image) {
        return reply.status(404).send({ error: 'Not found' });
      }
      const card = { title: meta.title ?? bundle.brandName, ...meta.ogCard };
      const key = JSON.stringify([image, card]);
      let png = cards.get(key);
      if (!png) {
        if (cards.size >= MAX_CARDS) cards.clear();
        png = drawOgCard(card, bundle.brandName, app.deps.config.staticDir);
        cards.set(key, png);
        png.catch(() => cards.delete(key));
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=3600')
        .send(await png);
    },
  );
}
