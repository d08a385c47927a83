import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Locale } from '#shared/i18n/locale.ts';
import { successResponseSchema } from '#shared/schemas/content.ts';
import { HONEYPOT_FIELD } from '#shared/schemas/fields.ts';
import { requestLocale } from '../lib/locale.ts';
import type { LimitRule } from './rate-limits.ts';

/** A public form's fields, without the honeypot. */
export type FormFields<Form extends z.ZodObject> = Omit<z.output<Form>, typeof HONEYPOT_FIELD>;

/**
 * POSTs a public form (contact, volunteering): at most 8 per client in 15 minutes, a solved
 * proof-of-work, then the fields. A filled-in honeypot is a robot: it is told the form went,
 * and nothing is stored or sent. The guards run before validation, in the order they always
 * have, and while `altcha` is still in the body (the schema strips it). Answers `{ success }`.
 */
/** Per client address: enough for a family or an office behind one address. */
export const PUBLIC_FORM_LIMIT: LimitRule = { name: 'public-form', max: 8, windowMs: 15 * 60_000 };

export function addPublicForm<Form extends z.ZodObject>(
  app: FastifyInstance,
  form: {
    url: string;
    /** The fields and the honeypot. */
    schema: Form;
    /** Logged when the honeypot is filled in. */
    droppedLog: string;
    /** `locale`: the language of the page the form was sent from, for the sender's e-mails. */
    receive(fields: FormFields<Form>, locale: Locale): Promise<unknown>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    form.url,
    {
      config: app.limits.route({ ...PUBLIC_FORM_LIMIT, name: `public-form:${form.url}` }),
      preValidation: app.requireSolvedChallenge,
      schema: { body: form.schema, response: { 200: successResponseSchema } },
    },
    async (request) => {
      const { [HONEYPOT_FIELD]: honeypot, ...fields } = request.body as z.output<Form>;
      if (honeypot) request.log.info(form.droppedLog);
      else await form.receive(fields as FormFields<Form>, requestLocale(request));
      return { success: true as const };
    },
  );
}
