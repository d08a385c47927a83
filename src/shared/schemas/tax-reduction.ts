import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';

/** GET /api/admin/tax-reduction and its CSV: the calendar year of the gifts. */
export const taxReportQuerySchema = z.object({
  year: z.coerce
    .number({ error: m(msg`Please choose a year.`) })
    .int(m(msg`Please choose a year.`))
    .min(2000, m(msg`Please choose a year.`))
    .max(2100, m(msg`Please choose a year.`)),
});

/** One giver's qualifying gifts in the year; `personalNumber` masked on screen. */
export const taxReportRowSchema = z.object({
  personalNumber: z.string(),
  name: z.string().nullable(),
  totalOre: z.number(),
  gifts: z.number(),
});
export type TaxReportRow = z.infer<typeof taxReportRowSchema>;

/**
 * Why a giver's gifts cannot be reported: no number (erased, or never received), a number
 * that cannot be opened (another key), one that is not valid, or a giver under 18 that year.
 */
export const taxReportProblems = ['missing', 'unreadable', 'invalid', 'underAge'] as const;
export type TaxReportProblem = (typeof taxReportProblems)[number];

export const taxReportWarningSchema = taxReportRowSchema.extend({
  problem: z.enum(taxReportProblems),
  personalNumber: z.string().nullable(),
});
export type TaxReportWarning = z.infer<typeof taxReportWarningSchema>;

/** GET /api/admin/tax-reduction */
export const taxReportSchema = z.object({
  year: z.number(),
  approvedFrom: z.string(),
  organisationNumber: z.string(),
  minimumGiftOre: z.number(),
  rows: z.array(taxReportRowSchema),
  warnings: z.array(taxReportWarningSchema),
});
export type TaxReport = z.infer<typeof taxReportSchema>;
