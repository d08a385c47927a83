import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import type { contactMessageSchema } from '#shared/schemas/contact.ts';
import { oneLine } from '#shared/schemas/fields.ts';
import { toCsv } from '../../lib/csv.ts';
import { type FormDeps, storeThenNotify } from '../../lib/stored-form.ts';
import { createContactRepo } from './repo.ts';

export type ContactMessageData = z.output<typeof contactMessageSchema>;

export function createContactService(deps: FormDeps) {
  const repo = createContactRepo(deps.db);
  return {
    /** Stores the message, then queues it for the organisation and a receipt for the sender. */
    receive: (message: ContactMessageData): Promise<number> =>
      storeThenNotify(deps, {
        store: (createdAt) => repo.insert({ ...message, created_at: createdAt }),
        senderEmail: message.email,
        organisation: {
          subject: oneLine(
            `Contact form: ${message.subject || 'New message'} (from ${message.name})`,
          ),
          text: organisationText(message),
        },
        receipt: {
          subject: `We have received your message - ${brand.name}`,
          text: confirmationText(),
        },
      }),

    list: () => repo.list(),

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

/**
 * Says nothing the sender typed: a receipt that repeated it would let anyone send our
 * e-mail, with their text, to any address.
 */
function confirmationText(): string {
  return [
    'Hello,',
    '',
    `Thank you for contacting ${brand.name}. We have received your message and will reply within 24-48 hours.`,
    '',
    'If you did not write to us, you can ignore this e-mail.',
    '',
    brand.name,
    `${brand.email} | ${brand.phone}`,
  ].join('\n');
}
