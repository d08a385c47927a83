import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's own origin: PUBLIC_URL (required in production), else the address this request
     * came to, for local use. Links in pages and e-mails and the allowed return addresses use it.
     */
    siteOrigin(request: FastifyRequest): string;
  }
}

/** A host name or address, with an optional port: nothing that could close an attribute. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the site says it lives. A proxy is trusted for the client's address and protocol, never
 * for the host: X-Forwarded-Host is dropped before anything reads it.
 */
export const siteOrigin = fp(
  async (app: FastifyInstance) => {
    const configured = app.deps.config.publicUrl && new URL(app.deps.config.publicUrl).origin;

    // Synchronous, and a delete only when there is something to delete: this runs on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers['x-forwarded-host'] !== undefined)
        delete request.headers['x-forwarded-host'];
      done();
    });

    app.decorate('siteOrigin', (request: FastifyRequest) => {
      if (configured) return configured;
      const host = PLAIN_HOST.test(request.host) ? request.host : 'localhost';
      return new URL(`${request.protocol}://${host}`).origin;
    });
  },
  { name: 'site-origin' },
);
