import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TributeInput } from '#shared/schemas/tributes.ts';
import { keepForReturn, readKept } from './kept-for-return.ts';

/** What the thanks says of a paid gift's card: the server sends or lists it once it is paid. */
export interface CardNote {
  kind: TributeInput['kind'];
  personName: string;
  recipientName: string;
  method: TributeInput['delivery']['method'];
}

export const cardNoteOf = (tribute: TributeInput): CardNote => ({
  kind: tribute.kind,
  personName: tribute.personName.trim(),
  recipientName: tribute.delivery.recipientName.trim(),
  method: tribute.delivery.method,
});

export function cardNoteMessage(note: CardNote): MessageDescriptor {
  const person = note.personName;
  const recipient = note.recipientName;
  if (note.method === 'email') {
    return note.kind === 'memory'
      ? msg`Your card in memory of ${person} is on its way to ${recipient} by e-mail.`
      : msg`Your card in honour of ${person} is on its way to ${recipient} by e-mail.`;
  }
  return note.kind === 'memory'
    ? msg`Your card in memory of ${person} is on its way to ${recipient}: we post it within a few days.`
    : msg`Your card in honour of ${person} is on its way to ${recipient}: we post it within a few days.`;
}

const RETURN_KEY = 'donation:card-note';

/**
 * Kept over the visit to PayPal, Klarna or the Swish app, for the thanks on the way back; every
 * gift sent there replaces it, so it is always the last one's.
 */
export const keepCardNoteForReturn = (note: CardNote | undefined) =>
  keepForReturn(RETURN_KEY, note);

/**
 * The card of the gift the giver comes back for. Read, not taken: React may render (and so read)
 * twice in development.
 */
export const cardNoteAfterReturn = () => readKept<CardNote>(RETURN_KEY) ?? undefined;
