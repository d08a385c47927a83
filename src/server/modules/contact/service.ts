import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { contactMessageSchema } from '#shared/schemas/contact.ts';
import { oneLine } from '#shared/schemas/fields.ts';
import { toCsv } from '../../lib/csv.ts';
import { notFound } from '../../lib/http-error.ts';
import { type FormDeps, storeThenNotify } from '../../lib/stored-form.ts';
import { createContactRepo } from './repo.ts';

export type ContactMessageData = z.output<typeof contactMessageSchema>;

export function createContactService(deps: FormDeps) {
  const repo = createContactRepo(deps.db);
  return {
    /**
     * Stores the message with the language it was written from, then queues it for the
     * organisation (in English) and a receipt for the sender in their language.
     */
    receive: (message: ContactMessageData, locale: Locale = 'en'): Promise<number> =>
      storeThenNotify(deps, {
        store: (createdAt) => repo.insert({ ...message, locale, created_at: createdAt }),
        senderEmail: message.email,
        organisation: {
          subject: oneLine(
            `Contact form: ${message.subject || 'New message'} (from ${message.name})`,
          ),
          text: organisationText(message),
        },
        receipt: { ...receipt(i18nFor(locale)), locale },
      }),

    list: () => repo.list(),

    /** The admin has read the message: the overview no longer counts it as unread. */
    async markRead(id: number): Promise<void> {
      if (!(await repo.markRead(id, deps.clock.now().toISOString()))) {
        throw notFound('No message with that id.');
      }
    },

    async csv(): Promise<string> {
      const messages = await repo.list();
      return toCsv(
        ['Received', 'Name', 'Email', 'Phone', 'Subject', 'Message'],
        messages.map((m) => [m.created_at, m.name, m.email, m.phone, m.subject, m.message]),
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

function organisationText(message: ContactMessageData): string {
  return [
    `A message from the contact form of ${brand.name}.`,
    '',
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone || '-'}`,
    `Subject: ${message.subject || '-'}`,
    '',
    message.message,
    '',
    `Reply to this e-mail to answer ${message.name}.`,
  ].join('\n');
}

const { name } = brand;

/**
 * The sender's receipt, in their language. Says nothing the sender typed: a receipt that
 * repeated it would let anyone send our e-mail, with their text, to any address.
 */
function receipt(i18n: I18n): { subject: string; text: string } {
  return {
    subject: i18n._(msg`We have received your message - ${name}`),
    text: [
      i18n._(msg`Hello,`),
      '',
      i18n._(
        msg`Thank you for contacting ${name}. We have received your message and will reply within 24-48 hours.`,
      ),
      '',
      i18n._(msg`If you did not write to us, you can ignore this e-mail.`),
      '',
      brand.name,
      `${brand.email} | ${brand.phone}`,
    ].join('\n'),
  };
}
