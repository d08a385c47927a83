import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { HttpError } from './http-error.ts';

/**
 * The first problem of a failed parse, as the `{ error }` text: `field: message`, the message
 * in the request's language (a schema's messages are catalog ids, #shared/i18n/message.ts).
 */
function firstProblem(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  const message = issue?.message ?? 'Invalid input';
  // A message not in the catalogs (zod's own, or one not converted yet) stays as it is: asking
  // Lingui for it would compile it anew, and in production print a warning, on every request.
  const inLanguage = (i18n: I18n) =>
    `${field}${i18n.messages[message] === undefined ? message : i18n._(message)}`;
  return new HttpError(400, inLanguage(i18nFor('en')), inLanguage);
}

/**
 * Fastify's validator for the zod schemas declared in route options (`schema.body`,
 * `schema.querystring`, `schema.params`). A missing body or query parses as `{}`, so a form
 * sent empty is told which field is required rather than that it sent nothing.
 */
export const zodValidatorCompiler =
  ({ schema }: { schema: z.ZodType }) =>
  (data: unknown): { value: unknown } | { error: HttpError } => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: firstProblem(result.error) };
  };

/**
 * For input that no route schema can see: the fields of a multipart form, read after its
 * file has streamed in. Everything else is declared on its route.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw firstProblem(result.error);
}
