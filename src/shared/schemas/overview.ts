import { z } from 'zod';

const giftSumSchema = z.object({
  /** Paid payments (a monthly gift's month is one). */
  count: z.number(),
  /** Net of refunds, in öre. */
  netOre: z.number(),
});

/** GET /api/admin/overview: what needs the admin, on the dashboard's first screen (issue 31, item 4). */
export const adminOverviewSchema = z.object({
  /** Today and this month in Stockholm; the giving chart is GET /api/admin/giving. */
  gifts: z.object({ today: giftSumSchema, thisMonth: giftSumSchema }),
  /** The appeals running today. */
  appeals: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      raisedOre: z.number(),
      goalOre: z.number(),
      gifts: z.number(),
      daysLeft: z.number(),
    }),
  ),
  fundraisers: z.object({
    /** Confirmed by their organisers, waiting for the admin. */
    awaitingApproval: z.number(),
    /** Fundraisers with a report the admin has not marked handled. */
    reportedPages: z.number(),
  }),
  /** Memorial and celebration cards waiting to be posted. */
  cardsToPost: z.number(),
  messages: z.object({ unread: z.number() }),
  volunteerApplications: z.object({
    /** Applications not yet added to the volunteers. */
    notAdded: z.number(),
    /** Applications received in the last seven days. */
    lastWeek: z.number(),
  }),
  /** E-mails the outbox gave up on (resend them in the Outbox). */
  emails: z.object({ failed: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
