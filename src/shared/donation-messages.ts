import { msg } from '@lingui/core/macro';

/** The gift rules' messages, for the form and the server's 400s (limits: ./donations.ts). */
export const MINIMUM_AMOUNT_MESSAGE = msg`Please choose a donation amount of at least 5 SEK.`;
export const MAXIMUM_AMOUNT_MESSAGE = msg`Please choose a donation amount of at most 100 000 SEK.`;
export const DECIMALS_MESSAGE = msg`Please give the amount in kronor with at most two decimals.`;
/** A personal identity number comes with an e-mail address (export and erasure go by it). */
export const EMAIL_WITH_NUMBER_MESSAGE = msg`Please give your e-mail address with your personal identity number: we need it to find your number if you ask us to show or delete it.`;
