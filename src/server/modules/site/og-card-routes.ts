import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from '#shared/i18n/locale.ts';
import { drawOgCard } from './og-card.ts';
import type { ApiGet, SsrBundle } from './ssr-bundle.ts';

/** Cards kept drawn; a changed title or illustration draws a new one. */
const MAX_CARDS = 200;

/**
 * GET /og/<section>/<id>.png (/og/<section>/<id>.sv.png for the Swedish page): an item page's
 * link preview, drawn on first request from the page's meta (an event's or story's title over
 * its illustration) and kept in memory.
 */
export function registerOgCards(
  app: FastifyInstance,
  bundle: SsrBundle,
  get: (locale: Locale) => ApiGet,
) {
  const cards = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { section: string; file: string } }>(
    '/og/:section/:file',
    async (request, reply) => {
      const { section, file } = request.params;
      const [, id, language = DEFAULT_LOCALE] = /^(.+?)(?:\.([a-z]{2}))?\.png$/.exec(file) ?? [];
      const image = `/og/${section}/${file}`;
      const locale = isLocale(language) ? language : undefined;
      const meta =
        id && locale
          ? await bundle.pageMeta(localizePath(`/${section}/${id}`, locale), get(locale))
          : undefined;
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
