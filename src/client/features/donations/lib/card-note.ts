import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TributeInput } from '#shared/schemas/tributes.ts';
import { keepForReturn, takeAfterReturn } from './kept-for-return.ts';

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

/** Kept over the visit to PayPal or Klarna, for the thanks on the way back. */
export const keepCardNoteForReturn = (note: CardNote | undefined) =>
  keepForReturn(RETURN_KEY, note);

/** The card of the gift the giver comes back from PayPal or Klarna for, read once. */
export const takeCardNoteAfterReturn = () => takeAfterReturn<CardNote>(RETURN_KEY) ?? undefined;
