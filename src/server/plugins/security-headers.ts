import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { EMAIL_STYLE_SOURCE } from '../lib/email/branded-email.tsx';

/** CSP sources (`'sha256-…'`) of the inline elements the built pages carry. */
export interface InlineHashes {
  styleHashes?: readonly string[] | undefined;
  /** The page's first script (src/client/runtime/hold-early-input.ts); every other is a file. */
  scriptHashes?: readonly string[] | undefined;
}

/**
 * The Content-Security-Policy allows only the inline script and styles the build put into the
 * pages, and the e-mails' stylesheet, each by its hash; every other script is a file from this
 * site.
 */
export function contentSecurityPolicy(
  config: Config,
  { styleHashes = [], scriptHashes = [] }: InlineHashes = {},
): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // The e-mails' stylesheet too: the admin's outbox shows them in frames under this policy.
    'style-src': ["'self'", ...styleHashes, EMAIL_STYLE_SOURCE],
    // React writes style attributes (e.g. transforms on the carousels); they cannot run code.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  if (config.stripe) {
    // Stripe.js, its card field frames and 3D Secure pages, and its API.
    const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];
    directives['script-src']!.push('https://js.stripe.com');
    directives['frame-src']!.push(...stripeFrames);
    directives['connect-src']!.push('https://api.stripe.com');
  }
  if (config.publicUrl?.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Powerful features that no page of the site uses, off for the pages and for everything they
 * embed. The card field is Stripe's CardElement, which needs no `payment`: a Payment Request
 * button (Apple Pay, Google Pay) would need `payment=(self "https://js.stripe.com")`.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Helmet's headers on every answer, and the Permissions-Policy. None depends on the request, so they are worked out once. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: InlineHashes) => {
    const headers = {
      ...helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: contentSecurityPolicy(app.deps.config, options),
        },
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      }),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * The headers that helmet's middleware sets with `options`, recorded from one run of it (helmet
 * builds its middleware from the options on every call, which cost more than the rest of a
 * pre-rendered page's answer).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
