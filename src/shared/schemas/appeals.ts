import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import {
  HONEYPOT_FIELD,
  honeypotSchema,
  optionalLine,
  requiredEmail,
  requiredLine,
} from './fields.ts';
import { hasLinkOrImage, NO_LINKS_MESSAGE, targetSchema } from './gift-target.ts';
import {
  dateSchema,
  fitsBlocks,
  imageSrcSchema,
  requiredText,
  SWEDISH_BLOCKS_MISMATCH,
  storyBlockSchema,
  storyBlockViewSchema,
  storyIdSchema,
  storyLimits,
} from './stories.ts';
import { languageFields, swedishVersionInput } from './swedish-version.ts';

export {
  type GiftTargetInput,
  giftTargetFields,
  hasLinkOrImage,
  NO_LINKS_MESSAGE,
} from './gift-target.ts';

/** Appeals (issue 31): the admin's campaigns with a goal, and supporters' own fundraisers. */

export const appealStatuses = ['draft', 'published', 'ended'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

export const fundraiserKinds = ['birthday', 'wedding', 'memorial', 'challenge', 'other'] as const;
export type FundraiserKind = (typeof fundraiserKinds)[number];

/**
 * unconfirmed: the organiser has not yet opened the e-mailed link; pending: waiting for the
 * admin; approved: public (until it ends or is closed); declined: never public.
 */
export const fundraiserStatuses = ['unconfirmed', 'pending', 'approved', 'declined'] as const;
export type FundraiserStatus = (typeof fundraiserStatuses)[number];

export const appealLimits = {
  title: 200,
  summary: 500,
  /** The largest goal, in kronor. */
  goalSek: 100_000_000,
  publicMessage: 200,
  fundraiserTitle: 120,
  fundraiserStory: 2_000,
  update: 2_000,
  reason: 1_000,
  /** How far ahead a fundraiser may end, in days. */
  fundraiserDays: 365,
  /** The most gifts an appeal's page lists. */
  latestGifts: 10,
} as const;

const title = requiredText(
  m(msg`Title is required`),
  appealLimits.title,
  m(msg`Title must be at most 200 characters`),
);
const summary = requiredText(
  m(msg`Summary is required`),
  appealLimits.summary,
  m(msg`Summary must be at most 500 characters`),
);
const blockText = requiredText(
  m(msg`Text is required`),
  storyLimits.text,
  m(msg`Text must be at most 5000 characters`),
);

/** A goal in whole kronor, as the forms send it; becomes öre. */
const goalSchema = z
  .number({ error: m(msg`The goal must be a number of kronor.`) })
  .int(m(msg`The goal must be a whole number of kronor.`))
  .min(1, m(msg`The goal must be at least 1 kr.`))
  .max(appealLimits.goalSek, m(msg`The goal must be at most 100,000,000 kr.`))
  .transform((sek) => sek * 100);

const appealStatusSchema = z.enum(appealStatuses, {
  error: m(msg`Status must be draft, published or ended`),
});

/** An appeal's Swedish version (decision 010): its title, summary, cover text and text blocks. */
export const appealSwedishSchema = z.object({
  title,
  summary,
  blocks: z
    .array(blockText, { error: m(msg`Blocks must be a list`) })
    .max(storyLimits.blocks, m(msg`At most 50 blocks`)),
  alt: z
    .string({ error: m(msg`Cover alt text must be text`) })
    .trim()
    .max(storyLimits.alt, m(msg`Cover alt text must be at most 300 characters`))
    .optional(),
});
export type AppealSwedish = z.infer<typeof appealSwedishSchema>;

const appealFields = {
  slug: storyIdSchema,
  title,
  summary,
  content: z
    .array(storyBlockSchema, { error: m(msg`Blocks must be a list`) })
    .min(1, m(msg`Add at least one block`))
    .max(storyLimits.blocks, m(msg`At most 50 blocks`)),
  image: imageSrcSchema(
    m(msg`Cover image is required`),
    m(msg`Cover image must be at most 500 characters`),
    m(msg`Cover image must be an uploaded image`),
  ),
  alt: requiredText(
    m(msg`Cover alt text is required`),
    storyLimits.alt,
    m(msg`Cover alt text must be at most 300 characters`),
  ),
  goal: goalSchema,
  startsOn: dateSchema,
  endsOn: dateSchema,
  status: appealStatusSchema,
  /** Left out keeps the current version, null removes it. */
  sv: swedishVersionInput(appealSwedishSchema),
};

const ENDS_BEFORE_START = m(msg`The end date must not be before the start date`);
const endsAfterStart = (appeal: { startsOn?: string; endsOn?: string }) =>
  !appeal.startsOn || !appeal.endsOn || appeal.endsOn >= appeal.startsOn;

/** POST /api/admin/appeals */
export const appealInputSchema = z
  .object({ ...appealFields, status: appealStatusSchema.default('draft') })
  .refine(endsAfterStart, { message: ENDS_BEFORE_START, path: ['endsOn'] })
  .refine((appeal) => fitsBlocks(appeal.sv, appeal.content), {
    message: SWEDISH_BLOCKS_MISMATCH,
    path: ['sv', 'blocks'],
  });
export type AppealInput = z.output<typeof appealInputSchema>;
export type AppealFormValues = z.input<typeof appealInputSchema>;

/** PATCH /api/admin/appeals/:id: only the fields sent change (publish is `{ status }`). */
export const appealPatchSchema = z.object(appealFields).partial();
export type AppealPatch = z.output<typeof appealPatchSchema>;

export const appealIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: m(msg`The id must be a number`) })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
/** `:slug` of the public calls: anything longer than a slug is simply not found. */
export const slugParamsSchema = z.object({ slug: z.string().max(200) });

/** Raised so far: paid gifts net of refunds (decision 024). */
export const progressSchema = z.object({
  raisedOre: z.number(),
  /** Gifts with money left after refunds; a monthly gift counts once, however many months. */
  gifts: z.number(),
  /** Null: no goal (a memorial fundraiser may have none). */
  goalOre: z.number().nullable(),
  /** Whole days from today to the last day; 0 on the last day and after. */
  daysLeft: z.number(),
  ended: z.boolean(),
});
export type Progress = z.infer<typeof progressSchema>;

/** A gift on a public page: only what the giver allowed. */
export const publicGiftSchema = z.object({
  /** The giver's first name, or null for "Anonymous" (the page says it in its language). */
  name: z.string().nullable(),
  amountOre: z.number().nullable(),
  message: z.string().nullable(),
  at: z.string(),
});
export type PublicGift = z.infer<typeof publicGiftSchema>;

const appealViewFields = {
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.array(storyBlockViewSchema),
  image: z.string(),
  alt: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(appealStatuses),
};

/** An appeal as a visitor reads it, with its progress. */
export const appealSchema = z.object({
  ...appealViewFields,
  ...languageFields(appealSwedishSchema),
  progress: progressSchema,
});
export type Appeal = z.infer<typeof appealSchema>;

/** GET /api/appeals (the current ones) */
export const appealListResponseSchema = z.object({ appeals: z.array(appealSchema) });
/** GET /api/appeals/:slug */
export const appealResponseSchema = z.object({
  appeal: appealSchema,
  latestGifts: z.array(publicGiftSchema),
});

/** An appeal as the admin edits it: both languages, and every status. */
export const adminAppealSchema = z.object({
  id: z.number(),
  ...appealViewFields,
  goalOre: z.number(),
  sv: appealSwedishSchema.nullable(),
  progress: progressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const adminAppealListResponseSchema = z.object({ appeals: z.array(adminAppealSchema) });
export const adminAppealResponseSchema = z.object({ appeal: adminAppealSchema });

// ---- Supporters' fundraisers ----

const fundraiserTitle = requiredLine(
  m(msg`Please enter a title.`),
  appealLimits.fundraiserTitle,
  m(msg`Please keep the title under 120 characters.`),
);
const fundraiserStory = z
  .string({ error: m(msg`Please tell people what the fundraiser is for.`) })
  .trim()
  .min(1, m(msg`Please tell people what the fundraiser is for.`))
  .max(appealLimits.fundraiserStory, m(msg`Please keep the text under 2000 characters.`));
/** An optional goal in whole kronor (a memorial may have none); null or left out: none. */
const fundraiserGoal = z
  .number({ error: m(msg`The goal must be a number of kronor.`) })
  .int(m(msg`The goal must be a whole number of kronor.`))
  .min(100, m(msg`The goal must be at least 100 kr.`))
  .max(10_000_000, m(msg`The goal must be at most 10,000,000 kr.`))
  .transform((sek) => sek * 100)
  .nullable()
  .optional();

/** POST /api/fundraisers: "Start a fundraiser" (a public form: proof-of-work, limits, honeypot). */
export const fundraiserRequestSchema = z
  .object({
    kind: z.enum(fundraiserKinds, {
      error: m(msg`Please choose birthday, wedding, memorial, challenge or other.`),
    }),
    title: fundraiserTitle,
    /** A memorial's person ("In memory of …"). */
    inMemoryOf: optionalLine(100, m(msg`Please keep the name under 100 characters.`)),
    organiserName: requiredLine(
      m(msg`Please enter your name.`),
      100,
      m(msg`Please keep the name under 100 characters.`),
    ),
    organiserEmail: requiredEmail(
      m(msg`Please enter your e-mail address.`),
      m(msg`Please enter a valid e-mail address.`),
    ),
    story: fundraiserStory,
    goal: fundraiserGoal,
    endsOn: dateSchema,
    /** The appeal it raises money for, by id or slug; none: the charity's work in general. */
    appeal: targetSchema.optional(),
    emailPerGift: z.boolean().default(false),
    altcha: z.string().optional(),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .refine((f) => f.kind !== 'memorial' || f.inMemoryOf !== '', {
    message: m(msg`Please enter whom the fundraiser remembers.`),
    path: ['inMemoryOf'],
  })
  .refine((f) => !hasLinkOrImage(f.title) && !hasLinkOrImage(f.story), {
    message: NO_LINKS_MESSAGE,
    path: ['story'],
  });
export type FundraiserRequest = z.input<typeof fundraiserRequestSchema>;

/** PATCH /api/my-fundraisers/:id: the organiser's changes. */
export const fundraiserPatchSchema = z.object({
  title: fundraiserTitle.optional(),
  story: fundraiserStory.optional(),
  emailPerGift: z.boolean().optional(),
});
export type FundraiserPatch = z.output<typeof fundraiserPatchSchema>;

/** POST /api/my-fundraisers/:id/updates: a thank-you or news for the page. */
export const fundraiserUpdateSchema = z.object({
  text: z
    .string({ error: m(msg`Please write the update.`) })
    .trim()
    .min(1, m(msg`Please write the update.`))
    .max(appealLimits.update, m(msg`Please keep the update under 2000 characters.`)),
});

/** POST /api/fundraisers/:slug/reports: "Report this page". */
export const fundraiserReportSchema = z.object({
  reason: z
    .string({ error: m(msg`Please say what is wrong with this page.`) })
    .trim()
    .min(1, m(msg`Please say what is wrong with this page.`))
    .max(appealLimits.reason, m(msg`Please keep it under 1000 characters.`)),
  altcha: z.string().optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});

/** POST /api/admin/fundraisers/:id/decision */
export const fundraiserDecisionSchema = z.discriminatedUnion(
  'approve',
  [
    z.object({ approve: z.literal(true) }),
    z.object({
      approve: z.literal(false),
      reason: z
        .string({ error: m(msg`Please give the organiser a reason.`) })
        .trim()
        .min(1, m(msg`Please give the organiser a reason.`))
        .max(appealLimits.reason, m(msg`Please keep it under 1000 characters.`)),
    }),
  ],
  { error: m(msg`Approve must be true or false`) },
);

export const fundraiserIdParamsSchema = appealIdParamsSchema;

const fundraiserViewFields = {
  slug: z.string(),
  kind: z.enum(fundraiserKinds),
  title: z.string(),
  inMemoryOf: z.string().nullable(),
  story: z.string(),
  organiserName: z.string().nullable(),
  image: z
    .object({ url: z.string(), srcset: z.string(), width: z.number(), height: z.number() })
    .nullable(),
  endsOn: z.string(),
  /** The appeal it raises money for: its slug and title, in the reader's language. */
  appeal: z.object({ slug: z.string(), title: z.string() }).nullable(),
  progress: progressSchema,
  updates: z.array(z.object({ text: z.string(), at: z.string() })),
};

/** GET /api/fundraisers/:slug */
export const fundraiserResponseSchema = z.object({
  fundraiser: z.object(fundraiserViewFields),
  latestGifts: z.array(publicGiftSchema),
});
export type PublicFundraiser = z.infer<typeof fundraiserResponseSchema>['fundraiser'];

/** The organiser's and the admin's view: with its state. */
export const ownFundraiserSchema = z.object({
  id: z.number(),
  ...fundraiserViewFields,
  status: z.enum(fundraiserStatuses),
  declineReason: z.string().nullable(),
  emailPerGift: z.boolean(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnFundraiser = z.infer<typeof ownFundraiserSchema>;
export const ownFundraiserListSchema = z.object({ fundraisers: z.array(ownFundraiserSchema) });
export const ownFundraiserResponseSchema = z.object({ fundraiser: ownFundraiserSchema });

/** GET /api/admin/fundraisers: every fundraiser, with the organiser's address and reports. */
export const adminFundraiserSchema = ownFundraiserSchema.extend({
  organiserEmail: z.string().nullable(),
  reports: z.array(
    z.object({
      id: z.number(),
      reason: z.string(),
      at: z.string(),
      handledAt: z.string().nullable(),
    }),
  ),
});
export const adminFundraiserListSchema = z.object({ fundraisers: z.array(adminFundraiserSchema) });
export const fundraiserReportParamsSchema = z.object({
  id: appealIdParamsSchema.shape.id,
  reportId: appealIdParamsSchema.shape.id,
});
