import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountProofSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/auth.ts';
import { successResponseSchema } from '#shared/schemas/content.ts';
import type { LimitRule } from '../../plugins/rate-limits.ts';
import { readCookie, SESSION_COOKIE } from '../../plugins/sessions.ts';
import type { AccountChanges, AdminRequest } from './account-changes.ts';
import type { TwoFactor } from './two-factor.ts';

/** Each call that takes a password or a code, per client. */
const GUESSES: LimitRule = {
  name: 'two-factor-codes',
  max: 10,
  windowMs: 15 * 60_000,
  security: true,
};

/**
 * The signed-in admin's own account: /api/admin/two-factor (GET the status, POST to set up a new
 * authenticator, a confirmation turns it on, DELETE turns it off, new recovery codes) and
 * /api/admin/password. Every change asks for the password and a current code.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactor;
  changes: AccountChanges;
}> = async (app, { twoFactor, changes }) => {
  const admin = { onRequest: app.requireAdmin };
  const guessing = { ...admin, config: app.limits.route(GUESSES) };
  const who = (request: FastifyRequest): AdminRequest => ({
    adminId: request.adminId as number,
    client: app.limits.client(request),
    sessionToken: readCookie(request, SESSION_COOKIE),
  });
  const recoveryCodes = { 200: recoveryCodesSchema };

  app.get(
    '/admin/two-factor',
    { ...admin, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.status(who(request).adminId),
  );

  app.post(
    '/admin/two-factor',
    { ...guessing, schema: { body: accountProofSchema, response: { 200: twoFactorSetupSchema } } },
    async (request) => changes.startTwoFactor(who(request), request.body),
  );

  app.post(
    '/admin/two-factor/confirmations',
    { ...guessing, schema: { body: twoFactorCodeSchema, response: recoveryCodes } },
    async (request) => ({
      recoveryCodes: await changes.confirmTwoFactor(who(request), request.body.code),
    }),
  );

  app.post(
    '/admin/two-factor/recovery-codes',
    { ...guessing, schema: { body: accountProofSchema, response: recoveryCodes } },
    async (request) => ({
      recoveryCodes: await changes.newRecoveryCodes(who(request), request.body),
    }),
  );

  app.delete(
    '/admin/two-factor',
    { ...guessing, schema: { body: accountProofSchema, response: { 200: twoFactorOffSchema } } },
    async (request) => {
      await changes.turnOffTwoFactor(who(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/admin/password',
    {
      ...guessing,
      schema: { body: passwordChangeSchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      const { newPassword, ...proof } = request.body;
      await changes.changePassword(who(request), proof, newPassword);
      return { success: true as const };
    },
  );
};
