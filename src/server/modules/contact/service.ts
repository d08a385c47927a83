import type { z } from 'zod';
import { brand } from '#shared/brand.ts';
import type { contactMessageSchema } from '#shared/schemas/contact.ts';
import { oneLine } from '#shared/schemas/fields.ts';
import type { Db } from '../../db/database.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import type { Mailer } from '../outbox/mailer.ts';
import type { PersonalDataProvider } from '../personal-data/provider.ts';
import {
  deleteContactMessagesBefore,
  deleteContactMessagesByEmail,
  findContactMessagesByEmail,
  insertContactMessage,
} from './repo.ts';

export type ContactMessageData = z.output<typeof contactMessageSchema>;

export function createContactService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  notifyEmail: string;
}) {
  const { db, clock, mailer, notifyEmail } = deps;
  return {
    /** Stores the message first, then queues it for the organisation and a receipt for the sender. */
    async receive(message: ContactMessageData): Promise<number> {
      const id = await insertContactMessage(db, { ...message, created_at: isoNow(clock) });
      await mailer.send({
        to: notifyEmail,
        replyTo: message.email,
        subject: oneLine(
          `Contact form: ${message.subject || 'New message'} (from ${message.name})`,
        ),
        text: organisationText(message),
      });
      await mailer.send({
        to: message.email,
        subject: `We have received your message - ${brand.name}`,
        text: confirmationText(),
      });
      return id;
    },
  };
}

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

export const contactMessagesData: PersonalDataProvider = {
  name: 'contactMessages',
  find: findContactMessagesByEmail,
  erase: deleteContactMessagesByEmail,
  purgeBefore: deleteContactMessagesBefore,
};
