/** The characters Swish allows in a payment request's message, and its length. */
const NOT_ALLOWED = /[^A-Za-z0-9ÅÄÖåäöÉéÜü :;.,?!()"-]+/g;
const MAX_LENGTH = 50;

/** The message shown in the payer's app, from allowed characters only: others become spaces. */
export function swishMessage(text: string): string {
  return text.replace(NOT_ALLOWED, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH).trim();
}

/** `payeePaymentReference`: 1 to 35 letters and digits. */
export const swishReference = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').slice(0, 35);
