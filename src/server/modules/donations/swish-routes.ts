import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizePath } from '#shared/i18n/locale.ts';
import {
  startSwishResponseSchema,
  startSwishSchema,
  swishCallbackSchema,
  swishIdParams,
  swishStatusResponseSchema,
} from '#shared/schemas/swish.ts';
import { requestLocale } from '../../lib/locale.ts';
import type { LimitRule } from '../../plugins/rate-limits.ts';
import { ATTEMPTS } from './routes.ts';
import { MESSAGES, providerFailure } from './service.ts';
import type { SwishDonations } from './swish.ts';

/** The page asks every two seconds for about three minutes; a few payments in a row fit. */
const STATUS_CHECKS: LimitRule = { name: 'swish-status', max: 600, windowMs: 15 * 60_000 };
/**
 * Swish calls back once per payment, from its own servers: far fewer than this a minute from
 * one address, even on a busy day. A callback refused loses nothing: the page's poll or the
 * sweep asks Swish.
 */
const CALLBACKS: LimitRule = { name: 'swish-callbacks', max: 30, windowMs: 60_000 };

/**
 * A Swish gift: started with the same rate limit and proof-of-work as other payments, followed
 * by the page's polls (and the payer's cancel), and Swish's unsigned callback.
 */
export const swishRoutes: FastifyPluginAsyncZod<{ swish: SwishDonations }> = async (
  app,
  { swish },
) => {
  const addresses = (request: FastifyRequest) => {
    const origin = app.siteOrigin(request);
    const home = localizePath('/', requestLocale(request));
    return {
      callbackUrl: `${origin}/api/swish/callback`,
      returnUrl: (id: string) => `${origin}${home}?swish=${id}#donate`,
    };
  };
  const checks = { config: app.limits.route(STATUS_CHECKS) };

  app.post(
    '/api/donations/swish',
    {
      config: app.limits.route(ATTEMPTS),
      preValidation: app.requireSolvedChallenge,
      schema: { body: startSwishSchema, response: { 200: startSwishResponseSchema } },
    },
    async (request) => {
      try {
        const input = { ...request.body, locale: requestLocale(request) };
        return await swish.start(input, app.payerRef(request), addresses(request));
      } catch (error) {
        throw providerFailure(error, request.log, MESSAGES.startFailed);
      }
    },
  );

  app.get(
    '/api/donations/swish/:id',
    { ...checks, schema: { params: swishIdParams, response: { 200: swishStatusResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return swish.status(request.params.id);
    },
  );

  app.delete(
    '/api/donations/swish/:id',
    { ...checks, schema: { params: swishIdParams, response: { 200: swishStatusResponseSchema } } },
    async (request) => swish.cancel(request.params.id),
  );

  // Swish's servers call this; whatever the body says, the request is fetched from Swish.
  app.post(
    '/api/swish/callback',
    {
      config: { allowCrossSite: true, ...app.limits.route(CALLBACKS) },
      schema: { body: swishCallbackSchema },
    },
    async (request) => {
      await swish.callback(request.body.id);
      return { received: true };
    },
  );
};
