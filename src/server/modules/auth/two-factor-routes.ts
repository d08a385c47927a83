import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/auth.ts';
import type { LimitRule } from '../../plugins/rate-limits.ts';
import type { TwoFactor } from './two-factor.ts';

const CODE_GUESSES: LimitRule = {
  name: 'two-factor-codes',
  max: 10,
  windowMs: 15 * 60_000,
  security: true,
};

/**
 * /api/admin/two-factor: the signed-in admin's second factor. POST starts a set-up, a
 * confirmation turns it on, DELETE turns it off; each code-taking route is rate-limited.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactor }> = async (
  app,
  { twoFactor },
) => {
  const admin = { onRequest: app.requireAdmin };
  const guessing = { ...admin, config: app.limits.route(CODE_GUESSES) };
  const adminId = (request: { adminId: number | null }) => request.adminId as number;

  app.get(
    '/admin/two-factor',
    { ...admin, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.status(adminId(request));
    },
  );

  app.post(
    '/admin/two-factor',
    { ...admin, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.start(adminId(request));
    },
  );

  app.post(
    '/admin/two-factor/confirmations',
    { ...guessing, schema: { body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { recoveryCodes: await twoFactor.confirm(adminId(request), request.body.code) };
    },
  );

  app.post(
    '/admin/two-factor/recovery-codes',
    { ...guessing, schema: { body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await twoFactor.regenerateRecoveryCodes(
        adminId(request),
        request.body.code,
      );
      return { recoveryCodes };
    },
  );

  app.delete(
    '/admin/two-factor',
    { ...guessing, schema: { body: twoFactorCodeSchema, response: { 200: twoFactorOffSchema } } },
    async (request) => {
      await twoFactor.turnOff(adminId(request), request.body.code);
      return { success: true as const };
    },
  );
};
