import http, {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type EncodedBody, type Representation, representationOf } from '../lib/compression.ts';
import { REQUEST_COMPLETED } from '../lib/request-logging.ts';

/** A page kept ready to send, and the status it goes with. */
export interface KeptPage<Page extends EncodedBody = EncodedBody> {
  status: number;
  page: Page;
}

/**
 * The page kept for a path, when it can be sent as it is: the same bytes for every visitor, at
 * the current content versions. Undefined: Fastify answers (and keeps the page for next time).
 */
export type PageLookup<Page extends EncodedBody = EncodedBody> = (
  pathname: string,
) => KeptPage<Page> | undefined;

/** A kept page's own Content-Security-Policy (for its inline style), if it has one. */
export type SecurityPolicyOf<Page extends EncodedBody = EncodedBody> = (
  page: Page,
) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Lets the front answer GET and HEAD of the pages `lookup` keeps (see PageFront), with a
     * page's own Content-Security-Policy where `securityPolicyOf` gives one, else the site's.
     */
    servePagesInFront<Page extends EncodedBody>(
      lookup: PageLookup<Page>,
      securityPolicyOf: SecurityPolicyOf<Page>,
    ): void;
  }
}

type TrustProxy = Exclude<FastifyServerOptions['trustProxy'], boolean | string | undefined> | false;

/** Pino's, or (LOG_LEVEL=silent) Fastify's logger that writes nothing and has no levels. */
type Logger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

interface Opened {
  lookup: PageLookup;
  securityPolicyOf: SecurityPolicyOf;
  headers: Readonly<Record<string, string>>;
  log: Logger;
  clientAddress(request: IncomingMessage): string | undefined;
}

/**
 * The HTTP server's first stop (decision 019). A kept page is the same for every visitor and
 * needs nothing a request carries but its encoding and validator, yet Fastify's routing, hooks,
 * request and reply objects cost more than sending the page's bytes. So GET and HEAD of a kept
 * page are answered here, with the headers Fastify would send (security headers, cache
 * validators, encoding) and the same access-log line; everything else goes to Fastify.
 */
export class PageFront {
  #opened: Opened | undefined;

  /** Fastify's `serverFactory`: an HTTP server with Fastify's own timeouts, this front first. */
  readonly serverFactory = (
    fastifyHandler: http.RequestListener,
    options: {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    },
  ): http.Server => {
    const server = http.createServer((request, response) => {
      if (!this.answer(request, response)) fastifyHandler(request, response);
    });
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  open(opened: Opened) {
    this.#opened = opened;
  }

  /** From the start of shutting down, Fastify answers (with its 503 while it closes). */
  close() {
    this.#opened = undefined;
  }

  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    const opened = this.#opened;
    if (!opened || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const kept = opened.lookup(query === -1 ? url : url.slice(0, query));
    if (!kept) return false;

    const logs = opened.log.isLevelEnabled?.('info') ?? false;
    const start = logs ? performance.now() : 0;
    const answer = representationOf(kept.page, request.headers, kept.status);
    const status = answer.notModified ? 304 : kept.status;
    response
      .writeHead(status, headerList(kept.page, status, answer, opened))
      .end(answer.notModified ? undefined : answer.body);
    if (logs) {
      // Shaped as Fastify's request for its log serializer, so the line reads as Fastify's do.
      const req = {
        method: request.method,
        url,
        headers: request.headers,
        host: request.headers.host,
        ip: opened.clientAddress(request),
        socket: request.socket,
      };
      opened.log.info(
        { req, res: response, responseTime: performance.now() - start },
        REQUEST_COMPLETED,
      );
    }
    return true;
  }
}

/**
 * A kept page's header lists, made on its first answer in each encoding, by the encoding's ETag:
 * for its own status (a kept page is always sent with the same one) and for 304.
 */
interface HeaderLists {
  sent: Map<string, OutgoingHttpHeader[]>;
  notModified: Map<string, OutgoingHttpHeader[]>;
}
const headerLists = new WeakMap<EncodedBody, HeaderLists>();

/** The headers Fastify's route would send, as a list that Node's writeHead takes as it is. */
function headerList(
  page: EncodedBody,
  status: number,
  answer: Representation,
  { headers: securityHeaders, securityPolicyOf }: Opened,
): OutgoingHttpHeader[] {
  let lists = headerLists.get(page);
  if (!lists) {
    lists = { sent: new Map(), notModified: new Map() };
    headerLists.set(page, lists);
  }
  const byEtag = status === 304 ? lists.notModified : lists.sent;
  let list = byEtag.get(answer.etag);
  if (!list) {
    const securityPolicy = securityPolicyOf(page);
    const headers: Record<string, string | number> = {
      ...securityHeaders,
      ...(securityPolicy && { 'content-security-policy': securityPolicy }),
      'cache-control': 'no-cache',
      etag: answer.etag,
    };
    if (answer.varies) headers.vary = 'Accept-Encoding';
    if (status !== 304) {
      headers['content-type'] = 'text/html; charset=utf-8';
      if (answer.encoding) headers['content-encoding'] = answer.encoding;
      headers['content-length'] = Buffer.byteLength(answer.body);
    }
    list = Object.entries(headers).flat();
    byEtag.set(answer.etag, list);
  }
  return list;
}

/**
 * Decorates `servePagesInFront`: the site module opens the front with its kept pages. It trusts
 * proxies as Fastify does, for the client address it logs.
 */
export const pageFront = fp(
  async (app: FastifyInstance, options: { front: PageFront; trustProxy: TrustProxy }) => {
    const { front, trustProxy } = options;
    const trust = trustFunction(trustProxy);
    const clientAddress = (request: IncomingMessage) =>
      trust ? proxyAddr(request, trust) : request.socket.remoteAddress;
    app.decorate(
      'servePagesInFront',
      <Page extends EncodedBody>(
        lookup: PageLookup<Page>,
        securityPolicyOf: SecurityPolicyOf<Page>,
      ) =>
        front.open({
          lookup,
          // The front asks only about the pages this lookup gave it.
          securityPolicyOf: securityPolicyOf as SecurityPolicyOf,
          headers: app.securityHeaderValues,
          log: app.log,
          clientAddress,
        }),
    );
    app.addHook('preClose', (done) => {
      front.close();
      done();
    });
  },
  { name: 'page-front', dependencies: ['security-headers'] },
);

/** Fastify's reading of the trustProxy option, for the addresses given as a list. */
function trustFunction(trustProxy: TrustProxy) {
  if (trustProxy === false) return undefined;
  if (typeof trustProxy === 'function') return trustProxy;
  return proxyAddr.compile(trustProxy);
}
