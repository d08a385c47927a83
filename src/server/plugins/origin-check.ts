import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For calls made by other servers (the payment provider's webhook), never by a browser. */
    allowCrossSite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another site. Browsers always send
 * Origin on cross-site POSTs; requests without it (curl, server-to-server) are not from a page.
 */
export const originCheck = fp(
  async (app: FastifyInstance) => {
    const configuredOrigin = app.deps.config.publicUrl
      ? new URL(app.deps.config.publicUrl).origin
      : undefined;

    // Synchronous: it runs on every request, and a page or an asset (GET) passes at once.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) {
        done();
      } else if (isCrossSite(request, configuredOrigin)) {
        done(new HttpError(403, 'Cross-site requests are not allowed.'));
      } else {
        done();
      }
    });
  },
  { name: 'origin-check' },
);

function isCrossSite(request: FastifyRequest, configuredOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === configuredOrigin) return false;
  // Hosts, not whole origins: behind a TLS-terminating proxy without TRUST_PROXY the request
  // looks like plain http while the browser's Origin says https.
  return hostOf(origin) !== request.host;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
