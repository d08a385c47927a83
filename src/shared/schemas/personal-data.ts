import { z } from 'zod';
import { requiredEmail } from './fields.ts';

/** The one e-mail address whose stored data the admin exports or erases. */
export const personalDataRequestSchema = z.object({
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
});

export type PersonalDataRequest = z.input<typeof personalDataRequestSchema>;

/** Everything stored about one address, grouped by kind of record. */
export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  records: Record<string, unknown[]>;
}

/** How many records of each kind were erased (or, for bookkeeping records, anonymised). */
export interface PersonalDataErasure {
  email: string;
  erased: Record<string, number>;
}
