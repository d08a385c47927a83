import type { Mailer } from '../modules/outbox/mailer.ts';

interface Mail {
  subject: string;
  text: string;
}

/**
 * What a public form does with what it receives: stores it first (nothing is lost if mail
 * fails), then queues it for the organisation, reply-to the sender, and a receipt for the
 * sender. Returns the stored row's id.
 */
export async function storeThenNotify(
  mailer: Mailer,
  submission: {
    store: () => Promise<number>;
    notifyEmail: string;
    senderEmail: string;
    organisation: Mail;
    receipt: Mail;
  },
): Promise<number> {
  const id = await submission.store();
  await mailer.send({
    to: submission.notifyEmail,
    replyTo: submission.senderEmail,
    ...submission.organisation,
  });
  await mailer.send({ to: submission.senderEmail, ...submission.receipt });
  return id;
}
