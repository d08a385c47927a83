import type { FastifyBaseLogger } from 'fastify';
import type { ContentTopic } from '#shared/content-topics.ts';
import { type Locale, localeOfPath } from '#shared/i18n/locale.ts';
import { assemblePage, renderHead } from '#shared/page-html.ts';
import { compressInBackground } from '../../lib/compression.ts';
import { itemIdOf, missingItemPage, placeholderPathOf } from './missing-items.ts';
import { type BodyStart, fillPage, keptPage, type PrerenderedPage } from './prerendered-pages.ts';
import type { ApiGet, DataRoute, SsrBundle } from './ssr-bundle.ts';

/** One page rendered with its data, for the content versions it was rendered at. */
interface Rendered {
  version: string;
  topics: readonly ContentTopic[];
  status: 200 | 404;
  /** With the origin placeholder, as rendered. */
  template: string;
  /** Filled per origin, with its validator and compressed bodies. */
  served: Map<string, Promise<PrerenderedPage>>;
  /** Filled per origin and not compressed: the shared page of unknown items (missing-items.ts). */
  filled: Map<string, PrerenderedPage>;
}

export interface DataPagesOptions {
  bundle: SsrBundle;
  /** The site's own Not Found page, for an address no item can have. */
  notFound(origin: string, locale: Locale): PrerenderedPage;
  template: string;
  /** The versions the instance knows of these topics (app.contentVersion). */
  versionOf(topics: readonly ContentTopic[]): string;
  /** The public GET calls as a visitor in the page's language gets them. */
  get(locale: Locale): ApiGet;
  bodyStart: BodyStart;
  log: FastifyBaseLogger;
  /** How many paths are kept (item pages: random ids must not fill the memory). */
  maxPaths?: number;
}

/**
 * The pages with data (Home, /events/:id, …): rendered on the server with the site's own API
 * data, kept in memory, and rendered again only when a topic they show has changed (once, however
 * many requests arrive meanwhile).
 */
export class DataPages {
  private readonly cache = new Map<string, Rendered>();
  /** Per item route, the one page its unknown items share (missing-items.ts). */
  private readonly missing = new Map<string, Rendered>();
  private readonly inFlight = new Map<string, Promise<Rendered>>();

  constructor(private readonly options: DataPagesOptions) {}

  async get(
    pathname: string,
    route: DataRoute,
    origin: string,
  ): Promise<{ status: 200 | 404; page: PrerenderedPage }> {
    const version = this.options.versionOf(route.topics);
    let rendered = this.cache.get(pathname);
    if (rendered?.version !== version) {
      const id = itemIdOf(route.path, pathname);
      if (id !== undefined && !(await this.itemExists(pathname, id))) {
        this.cache.delete(pathname);
        return { status: 404, page: await this.missingItem(route, id, version, origin) };
      }
      rendered = await this.renderOnce(pathname, route.topics, version).catch((error: unknown) => {
        if (!rendered) throw error;
        this.options.log.error(
          { err: error, pathname },
          'page render failed; serving the last one',
        );
        return rendered;
      });
    }
    // An item gone between the question and the render is not kept either.
    if (rendered.status === 200) this.keep(pathname, rendered);
    return { status: rendered.status, page: await this.fill(rendered, origin) };
  }

  private async itemExists(pathname: string, id: string | null): Promise<boolean> {
    if (id === null) return false;
    const { bundle, get } = this.options;
    return bundle.itemExists(pathname, get(localeOfPath(pathname)));
  }

  /** The shared page of the route's unknown items, as `id`'s own (see missing-items.ts). */
  private async missingItem(
    route: DataRoute,
    id: string | null,
    version: string,
    origin: string,
  ): Promise<PrerenderedPage> {
    const placeholder = placeholderPathOf(route.path);
    if (id === null) return this.options.notFound(origin, localeOfPath(placeholder));
    let shared = this.missing.get(route.path);
    if (shared?.version !== version) {
      shared = await this.renderOnce(placeholder, route.topics, version);
      this.missing.set(route.path, shared);
    }
    let page = shared.filled.get(origin);
    if (!page) {
      page = keptPage(fillPage(shared.template, origin, this.options.bodyStart));
      if (shared.filled.size < 4) shared.filled.set(origin, page);
    }
    return missingItemPage(page, id);
  }

  private renderOnce(
    pathname: string,
    topics: readonly ContentTopic[],
    version: string,
  ): Promise<Rendered> {
    const key = `${version} ${pathname}`;
    let flight = this.inFlight.get(key);
    if (!flight) {
      flight = this.render(pathname, topics, version).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, flight);
    }
    return flight;
  }

  private async render(
    pathname: string,
    topics: readonly ContentTopic[],
    version: string,
  ): Promise<Rendered> {
    const { bundle, template, get } = this.options;
    const page = await bundle.render(pathname, get(localeOfPath(pathname)));
    const { locale } = page;
    const head = renderHead(page.title, page.meta, page.status === 200 ? pathname : null, {
      locale,
    });
    return {
      version,
      topics,
      status: page.status,
      template: assemblePage(template, { head, html: page.html, data: page.data, locale }),
      served: new Map(),
      filled: new Map(),
    };
  }

  /** Most recently used last; the oldest goes when the cache is full. */
  private keep(pathname: string, rendered: Rendered) {
    this.cache.delete(pathname);
    this.cache.set(pathname, rendered);
    if (this.cache.size > (this.options.maxPaths ?? 500)) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  /**
   * The page for `origin`, compressed once (Brotli at its best, off the main thread) and kept
   * until its content changes. Every request for it meanwhile waits for that one compression.
   */
  private fill(rendered: Rendered, origin: string): Promise<PrerenderedPage> {
    const page = rendered.served.get(origin);
    if (page) return page;
    const kept = keptPage(fillPage(rendered.template, origin, this.options.bodyStart));
    // A few origins at most (PUBLIC_URL): an unknown Host header is neither kept nor compressed.
    if (rendered.served.size >= 4) return Promise.resolve(kept);
    const filled = compressInBackground(kept.html).then((compressed) => ({ ...kept, compressed }));
    rendered.served.set(origin, filled);
    // A failed compression is not kept: the next request tries again.
    filled.catch(() => {
      if (rendered.served.get(origin) === filled) rendered.served.delete(origin);
    });
    return filled;
  }
}
