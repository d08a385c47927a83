import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { HttpError } from '../lib/http-error.ts';
import { requestLocale } from '../lib/locale.ts';

/** Every error leaves as `{ "error": "..." }`; a 5xx never shows its internals. */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .status(status)
          .send({ error: 'Something went wrong on our side. Please try again.' });
      }
      if (!(error instanceof HttpError)) request.log.info({ err: error }, 'request refused');
      const localized = error instanceof HttpError && error.localized;
      return reply.status(status).send({
        error: localized ? localized(i18nFor(requestLocale(request))) : publicMessage(error),
      });
    });
  },
  { name: 'error-handling' },
);

function publicMessage(error: FastifyError | HttpError): string {
  if (error instanceof HttpError) return error.message;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message || 'Bad request';
  }
}
