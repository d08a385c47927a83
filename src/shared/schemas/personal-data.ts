import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import { requiredEmail } from './fields.ts';

/** The one e-mail address whose stored data the admin exports or erases. */
export const personalDataRequestSchema = z.object({
  email: requiredEmail(m(msg`Email is required`), m(msg`Please enter a valid email address`)),
});

export type PersonalDataRequest = z.input<typeof personalDataRequestSchema>;

/** Everything stored about one address, grouped by kind of record. */
export const personalDataExportSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  records: z.record(z.string(), z.array(z.unknown())),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/**
 * How many records of each kind were erased (or, for bookkeeping records, anonymised), and how
 * many of the person's monthly gifts were cancelled at the payment provider first.
 */
export const personalDataErasureSchema = z.object({
  email: z.string(),
  erased: z.record(z.string(), z.number()),
  cancelledMonthlyGifts: z.number().int(),
});
export type PersonalDataErasure = z.infer<typeof personalDataErasureSchema>;
