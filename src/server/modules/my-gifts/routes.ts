import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardUpdateResponseSchema,
  changeMonthlyAmountSchema,
  donorSessionRequestSchema,
  donorSessionResponseSchema,
  donorSessionStateSchema,
  monthlyChangeResponseSchema,
  monthlyGiftParams,
  myGiftsQuerySchema,
  myGiftsResponseSchema,
  pauseMonthlySchema,
  signInLinkRequestSchema,
  signInLinkResponseSchema,
  statementParams,
  statementPdfQuery,
  statementSchema,
} from '#shared/schemas/my-gifts.ts';
import { requestLocale } from '../../lib/locale.ts';
import type { LimitRule } from '../../plugins/rate-limits.ts';
import { readCookie, setCookie } from '../../plugins/sessions.ts';
import { providerFailure } from '../donations/index.ts';
import { myGiftsUrl } from './emails.ts';
import { DONOR_COOKIE, DONOR_SESSION_MINUTES } from './link-sign-in.ts';
import { MESSAGES, type MyGiftsService } from './service.ts';
import { renderStatementPdf } from './statement-pdf.ts';

export { DONOR_COOKIE };

/** Per client: link requests and sign-ins (a family or an office may share one address). */
const LINK_REQUESTS: LimitRule = {
  name: 'my-gifts-links',
  max: 10,
  windowMs: 15 * 60_000,
  security: true,
};
const SIGN_INS: LimitRule = {
  name: 'my-gifts-sign-ins',
  max: 20,
  windowMs: 15 * 60_000,
  security: true,
};

/** "My gifts": sign-in by e-mail link, the donor's gifts, monthly gifts, yearly statements. */
export const myGiftsRoutes: FastifyPluginAsyncZod<{ myGifts: MyGiftsService }> = async (
  app,
  { myGifts },
) => {
  await app.register(signInRoutes, { myGifts });
  await app.register(giftRoutes, { myGifts });
};

/** Asking for a link, signing in with it, signing out. */
const signInRoutes: FastifyPluginAsyncZod<{ myGifts: MyGiftsService }> = async (
  app,
  { myGifts },
) => {
  // Answered before the address is even looked at: a donor's answer and another's take the same
  // time.
  app.post(
    '/my-gifts/sign-in-links',
    {
      config: app.limits.route(LINK_REQUESTS),
      preValidation: app.requireSolvedChallenge,
      schema: { body: signInLinkRequestSchema, response: { 202: signInLinkResponseSchema } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const locale = requestLocale(request);
      app.afterAnswer.run(reply, () => myGifts.requestLink(email, locale));
      return reply.status(202).send({ requested: true });
    },
  );

  app.post(
    '/my-gifts/sessions',
    {
      config: app.limits.route(SIGN_INS),
      schema: { body: donorSessionRequestSchema, response: { 200: donorSessionResponseSchema } },
    },
    async (request, reply) => {
      const { sessionToken, email } = await myGifts.signIn(request.body.token);
      setCookie(request, reply, DONOR_COOKIE, sessionToken, DONOR_SESSION_MINUTES * 60);
      reply.header('cache-control', 'no-store');
      return { email };
    },
  );

  app.get(
    '/my-gifts/session',
    { schema: { response: { 200: donorSessionStateSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const email = await myGifts.sessionEmail(readCookie(request, DONOR_COOKIE));
      return { email: email ?? null };
    },
  );

  app.delete('/my-gifts/session', async (request, reply) => {
    await myGifts.signOut(readCookie(request, DONOR_COOKIE));
    setCookie(request, reply, DONOR_COOKIE, '', 0);
    return reply.status(204).send();
  });
};

/** Asks the provider; its refusal reads as one message, an outage stays a 500. */
async function atProvider<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerFailure(error, request.log, MESSAGES.providerFailed);
  }
}

/** The signed-in donor's own gifts: each call needs a live donor session. */
const giftRoutes: FastifyPluginAsyncZod<{ myGifts: MyGiftsService }> = async (app, { myGifts }) => {
  /** The guard of every donor call: a live donor session, before any body is read. */
  const donor = { onRequest: app.linkSignIn.guard(MESSAGES.notSignedIn) };
  const emailOf = (request: FastifyRequest) => request.donorEmail as string;
  const requested = { requested: true as const };

  app.get(
    '/my-gifts',
    {
      ...donor,
      schema: { querystring: myGiftsQuerySchema, response: { 200: myGiftsResponseSchema } },
    },
    async (request) => myGifts.list(emailOf(request), request.query.before),
  );

  const monthlyChange = { 202: monthlyChangeResponseSchema };

  app.patch(
    '/my-gifts/monthly/:id',
    {
      ...donor,
      schema: {
        params: monthlyGiftParams,
        body: changeMonthlyAmountSchema,
        response: monthlyChange,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { amountOre } = request.body;
      await atProvider(request, () => myGifts.changeAmount(emailOf(request), id, amountOre));
      return reply.status(202).send(requested);
    },
  );

  app.post(
    '/my-gifts/monthly/:id/pause',
    {
      ...donor,
      schema: { params: monthlyGiftParams, body: pauseMonthlySchema, response: monthlyChange },
    },
    async (request, reply) => {
      const { id } = request.params;
      await atProvider(request, () => myGifts.pause(emailOf(request), id, request.body.months));
      return reply.status(202).send(requested);
    },
  );

  app.delete(
    '/my-gifts/monthly/:id',
    { ...donor, schema: { params: monthlyGiftParams, response: monthlyChange } },
    async (request, reply) => {
      await atProvider(request, () => myGifts.cancel(emailOf(request), request.params.id));
      return reply.status(202).send(requested);
    },
  );

  app.post(
    '/my-gifts/monthly/:id/card-update',
    {
      ...donor,
      schema: { params: monthlyGiftParams, response: { 200: cardUpdateResponseSchema } },
    },
    async (request) => {
      const returnUrl = myGiftsUrl(app.siteOrigin(request), requestLocale(request));
      return atProvider(request, () =>
        myGifts.cardUpdate(emailOf(request), request.params.id, returnUrl),
      );
    },
  );

  app.get(
    '/my-gifts/statements/:year(^\\d{4})',
    { ...donor, schema: { params: statementParams, response: { 200: statementSchema } } },
    async (request) => myGifts.statement(emailOf(request), request.params.year),
  );

  app.get(
    '/my-gifts/statements/:year(^\\d{4}).pdf',
    { ...donor, schema: { params: statementParams, querystring: statementPdfQuery } },
    async (request, reply) => {
      const { year } = request.params;
      const locale = request.query.lang ?? requestLocale(request);
      const statement = await myGifts.statement(emailOf(request), year);
      const pdf = await renderStatementPdf(statement, locale, app.deps.clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${year}.pdf"`)
        .send(pdf);
    },
  );
};
