import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFundraiserListSchema,
  fundraiserDecisionSchema,
  fundraiserIdParamsSchema,
  fundraiserPatchSchema,
  fundraiserReportParamsSchema,
  fundraiserReportSchema,
  fundraiserRequestSchema,
  fundraiserResponseSchema,
  fundraiserUpdateSchema,
  ownFundraiserListSchema,
  ownFundraiserResponseSchema,
  slugParamsSchema,
} from '#shared/schemas/appeals.ts';
import { successResponseSchema } from '#shared/schemas/content.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import { readImageForm, registerImageUploads } from '../../images/index.ts';
import { addPublicForm, PUBLIC_FORM_LIMIT } from '../../plugins/public-form.ts';
import { FUNDRAISER_MESSAGES, type FundraisersService } from './fundraiser-service.ts';

/**
 * Supporters' fundraisers: starting one (a public form), its public page and "Report this page";
 * the organiser's own calls (signed in by link, as My gifts); the admin's approval and reports.
 */
export const fundraiserRoutes: FastifyPluginAsyncZod<Options> = async (app, { fundraisers }) => {
  await registerImageUploads(app);
  // Their options hold no prefix: this plugin's own (/api) is theirs already.
  await app.register(publicRoutes, { fundraisers });
  await app.register(organiserRoutes, { fundraisers });
  await app.register(adminRoutes, { fundraisers });
};

type Options = { fundraisers: FundraisersService };

const publicRoutes: FastifyPluginAsyncZod<Options> = async (app, { fundraisers }) => {
  addPublicForm(app, {
    url: '/fundraisers',
    schema: fundraiserRequestSchema,
    droppedLog: 'fundraiser form honeypot filled in: fundraiser dropped',
    receive: (fields, locale) => fundraisers.create(fields, locale),
  });

  app.get(
    '/fundraisers/:slug',
    { schema: { params: slugParamsSchema, response: { 200: fundraiserResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return fundraisers.get(request.params.slug);
    },
  );

  // A public form too: the same limit, proof-of-work and honeypot as the others.
  app.post(
    '/fundraisers/:slug/reports',
    {
      config: app.limits.route({ ...PUBLIC_FORM_LIMIT, name: 'public-form:fundraiser-reports' }),
      preValidation: app.requireSolvedChallenge,
      schema: {
        params: slugParamsSchema,
        body: fundraiserReportSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      const { [HONEYPOT_FIELD]: honeypot, reason } = request.body;
      if (honeypot) request.log.info('report form honeypot filled in: report dropped');
      else await fundraisers.report(request.params.slug, reason);
      return { success: true as const };
    },
  );
};

/** The organiser's calls: signed in by the e-mailed link, as My gifts. */
const organiserRoutes: FastifyPluginAsyncZod<Options> = async (app, { fundraisers }) => {
  const organiser = { onRequest: app.linkSignIn.guard(FUNDRAISER_MESSAGES.notSignedIn) };
  const emailOf = (request: FastifyRequest) => request.donorEmail as string;
  const changed = () => app.contentChanged('fundraisers');

  app.get(
    '/my-fundraisers',
    { ...organiser, schema: { response: { 200: ownFundraiserListSchema } } },
    async (request) => ({ fundraisers: await fundraisers.listOwn(emailOf(request)) }),
  );

  app.patch(
    '/my-fundraisers/:id',
    { ...organiser, schema: { ...own, body: fundraiserPatchSchema } },
    async (request) => {
      const fundraiser = await fundraisers.change(
        emailOf(request),
        request.params.id,
        request.body,
      );
      await changed();
      return { fundraiser };
    },
  );

  // Multipart: the photo in the field `image`.
  app.put('/my-fundraisers/:id/photo', { ...organiser, schema: own }, async (request) => {
    const { image } = await readImageForm(request);
    const fundraiser = await fundraisers.setPhoto(emailOf(request), request.params.id, image?.data);
    await changed();
    return { fundraiser };
  });

  app.delete('/my-fundraisers/:id/photo', { ...organiser, schema: own }, async (request) => {
    const fundraiser = await fundraisers.removePhoto(emailOf(request), request.params.id);
    await changed();
    return { fundraiser };
  });

  app.post(
    '/my-fundraisers/:id/updates',
    { ...organiser, schema: { ...own, body: fundraiserUpdateSchema } },
    async (request) => {
      const { id } = request.params;
      const fundraiser = await fundraisers.postUpdate(emailOf(request), id, request.body.text);
      await changed();
      return { fundraiser };
    },
  );

  app.post('/my-fundraisers/:id/close', { ...organiser, schema: own }, async (request) => {
    const fundraiser = await fundraisers.close(emailOf(request), request.params.id);
    await changed();
    return { fundraiser };
  });
};

const own = { params: fundraiserIdParamsSchema, response: { 200: ownFundraiserResponseSchema } };

const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { fundraisers }) => {
  const admin = { onRequest: app.requireAdmin };
  const changed = () => app.contentChanged('fundraisers');

  app.get(
    '/admin/fundraisers',
    { ...admin, schema: { response: { 200: adminFundraiserListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { fundraisers: await fundraisers.listAll() };
    },
  );

  app.post(
    '/admin/fundraisers/:id/decision',
    { ...admin, schema: { ...own, body: fundraiserDecisionSchema } },
    async (request) => {
      const fundraiser = await fundraisers.decide(request.params.id, request.body);
      await changed();
      return { fundraiser };
    },
  );

  app.post(
    '/admin/fundraisers/:id/reports/:reportId/handled',
    {
      ...admin,
      schema: { params: fundraiserReportParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await fundraisers.handleReport(request.params.id, request.params.reportId);
      return { success: true as const };
    },
  );
};
