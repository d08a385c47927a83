import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { storyCategories } from '../content/stories.ts';
import { m } from '../i18n/message.ts';
import { languageFields, swedishVersionInput, textLanguageSchema } from './swedish-version.ts';

/** Longest accepted text per story field, in characters, and the most of each list. */
export const storyLimits = {
  id: 80,
  title: 200,
  excerpt: 1_000,
  alt: 300,
  src: 500,
  text: 5_000,
  caption: 300,
  tag: 40,
  tags: 8,
  blocks: 50,
} as const;

// Messages are catalog ids (#shared/i18n/message.ts), each written out whole for translators.
export const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** A text that may be left out or empty. */
const optionalText = (notText: string, max: number, tooLong: string) =>
  z.string({ error: notText }).trim().max(max, tooLong).optional();

/** A readable, URL-safe slug: lower-case letters and digits, words joined by single hyphens. */
export const storyIdSchema = requiredText(
  m(msg`Slug is required`),
  storyLimits.id,
  m(msg`Slug must be at most 80 characters`),
).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  m(msg`Slug may hold only lower-case letters, digits and single hyphens between them`),
);

/** A real calendar day written YYYY-MM-DD. */
export const dateSchema = z
  .string({ error: m(msg`Date is required`) })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m(msg`Date must be a date (YYYY-MM-DD)`))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, m(msg`Date must be a real date`));

/** An image's address: a path on this site or an https URL (the server checks it is an upload). */
export const imageSrcSchema = (missing: string, tooLong: string, notUploaded: string) =>
  requiredText(missing, storyLimits.src, tooLong).regex(/^(\/[^/\s]|https:\/\/)\S*$/, notUploaded);

const blockText = requiredText(
  m(msg`Text is required`),
  storyLimits.text,
  m(msg`Text must be at most 5000 characters`),
);
const textBlockSchema = z.object({ type: z.literal('text'), text: blockText });

const imageBlockSchema = z.object({
  type: z.literal('image'),
  src: imageSrcSchema(
    m(msg`Image is required`),
    m(msg`Image must be at most 500 characters`),
    m(msg`Image must be an uploaded image`),
  ),
  alt: requiredText(
    m(msg`Alt text is required`),
    storyLimits.alt,
    m(msg`Alt text must be at most 300 characters`),
  ),
  caption: z
    .string({ error: m(msg`Caption must be text`) })
    .trim()
    .max(storyLimits.caption, m(msg`Caption must be at most 300 characters`))
    .transform((caption) => caption || undefined)
    .optional(),
});

export const storyBlockSchema = z.discriminatedUnion('type', [textBlockSchema, imageBlockSchema], {
  error: m(msg`A block is text or image`),
});
export type StoryBlockInput = z.input<typeof storyBlockSchema>;

export const storyStatuses = ['draft', 'published'] as const;
export type StoryStatus = (typeof storyStatuses)[number];

const tagsSchema = z
  .array(
    requiredText(
      m(msg`Tag is required`),
      storyLimits.tag,
      m(msg`Tag must be at most 40 characters`),
    ),
    { error: m(msg`Tags must be a list`) },
  )
  .max(storyLimits.tags, m(msg`At most 8 tags`));
const statusSchema = z.enum(storyStatuses, { error: m(msg`Status must be draft or published`) });
const featuredSchema = z.boolean({ error: m(msg`Featured must be true or false`) });

const title = requiredText(
  m(msg`Title is required`),
  storyLimits.title,
  m(msg`Title must be at most 200 characters`),
);
const excerpt = requiredText(
  m(msg`Excerpt is required`),
  storyLimits.excerpt,
  m(msg`Excerpt must be at most 1000 characters`),
);

/**
 * A picture's alt text and caption in Swedish. Each is optional: one left out or empty shows the
 * English text, marked as English (a photo's caption may need no translation). No transforms: the
 * version is also part of the admin's answers, which zod encodes.
 */
const pictureSwedishSchema = z.object({
  alt: optionalText(
    m(msg`Alt text must be text`),
    storyLimits.alt,
    m(msg`Alt text must be at most 300 characters`),
  ),
  caption: optionalText(
    m(msg`Caption must be text`),
    storyLimits.caption,
    m(msg`Caption must be at most 300 characters`),
  ),
});
export type PictureSwedish = z.infer<typeof pictureSwedishSchema>;

/**
 * A story's Swedish version (decision 010): its title and excerpt, and the text of each text
 * block, in the blocks' order; optionally the cover's alt text and each picture block's alt text
 * and caption, in the pictures' order. The pictures themselves, the category and the tags are the
 * story's own.
 */
export const storySwedishSchema = z.object({
  title,
  excerpt,
  blocks: z
    .array(blockText, { error: m(msg`Blocks must be a list`) })
    .max(storyLimits.blocks, m(msg`At most 50 blocks`)),
  alt: optionalText(
    m(msg`Cover alt text must be text`),
    storyLimits.alt,
    m(msg`Cover alt text must be at most 300 characters`),
  ),
  pictures: z
    .array(pictureSwedishSchema, { error: m(msg`Pictures must be a list`) })
    .max(storyLimits.blocks, m(msg`At most 50 blocks`))
    .optional(),
});
export type StorySwedish = z.infer<typeof storySwedishSchema>;

/** The texts of a story's text blocks, in order: what its Swedish version's `blocks` translate. */
export const textsOf = (content: readonly { type: string; text?: string }[]) =>
  content.flatMap((block) => (block.type === 'text' ? [block.text ?? ''] : []));

export const SWEDISH_BLOCKS_MISMATCH = m(
  msg`The Swedish version needs one text for each text block`,
);

const countOf = (content: readonly { type: string }[], type: 'text' | 'image') =>
  content.filter((block) => block.type === type).length;

/** Whether a Swedish version translates each of the story's text blocks, no more, no less. */
export const fitsBlocks = (
  sv: { blocks: readonly string[] } | null | undefined,
  content: readonly { type: string }[],
) => !sv || sv.blocks.length === countOf(content, 'text');

export const SWEDISH_PICTURES_MISMATCH = m(
  msg`The Swedish version needs one entry for each picture`,
);

/** Whether a Swedish version's picture texts, when it has them, are one per picture block. */
export const fitsPictures = (
  sv: StorySwedish | null | undefined,
  content: readonly { type: string }[],
) => !sv?.pictures || sv.pictures.length === countOf(content, 'image');

const storyFields = {
  id: storyIdSchema,
  title,
  excerpt,
  category: z.enum(storyCategories, {
    error: m(msg`Category must be one of Education, Health, Community, Faith, Enterprise`),
  }),
  date: dateSchema,
  tags: tagsSchema,
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
  content: z
    .array(storyBlockSchema, { error: m(msg`Blocks must be a list`) })
    .min(1, m(msg`Add at least one block`))
    .max(storyLimits.blocks, m(msg`At most 50 blocks`)),
  status: statusSchema,
  featured: featuredSchema,
  /** Left out keeps the current version, null removes it. */
  sv: swedishVersionInput(storySwedishSchema),
};

/** Every field the admin sets; read time is computed from the text. */
export const storyInputSchema = z
  .object({
    ...storyFields,
    tags: tagsSchema.default([]),
    status: statusSchema.default('draft'),
    featured: featuredSchema.default(false),
  })
  .refine((story) => fitsBlocks(story.sv, story.content), {
    message: SWEDISH_BLOCKS_MISMATCH,
    path: ['sv', 'blocks'],
  })
  .refine((story) => fitsPictures(story.sv, story.content), {
    message: SWEDISH_PICTURES_MISMATCH,
    path: ['sv', 'pictures'],
  });
export type StoryInput = z.output<typeof storyInputSchema>;
export type StoryFormValues = z.input<typeof storyInputSchema>;

/** PATCH: only the fields sent change (publish is `{ status }`, feature is `{ featured }`). */
export const storyPatchSchema = z.object(storyFields).partial();
export type StoryPatch = z.output<typeof storyPatchSchema>;

/** `:id` of the story calls; an id that cannot exist is simply not found. */
export const storyIdParamsSchema = z.object({ id: z.string().max(200) });

export const storyBlockViewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('image'),
    src: z.string(),
    alt: z.string(),
    caption: z.string().optional(),
    /** Set where the alt text or caption is not in the story's language (no Swedish one yet). */
    altLang: textLanguageSchema.optional(),
    captionLang: textLanguageSchema.optional(),
    /** An uploaded picture's other widths and its size (none for an illustration). */
    srcset: z.string().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
  }),
]);
export type StoryBlock = z.infer<typeof storyBlockViewSchema>;

/** A published story, as the public calls answer it. */
export const storySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  /** An uploaded cover's other widths (none for an illustration). */
  imageSrcset: z.string().optional(),
  alt: z.string(),
  /** Set where the cover's alt text is not in the story's language. */
  altLang: textLanguageSchema.optional(),
  category: z.enum(storyCategories),
  /** Minutes, computed from the text. */
  readTime: z.number(),
  /** Publication date, YYYY-MM-DD. */
  date: z.string(),
  tags: z.array(z.string()),
  content: z.array(storyBlockViewSchema),
  featured: z.boolean(),
  ...languageFields(storySwedishSchema),
});
export type Story = z.infer<typeof storySchema>;

/** A story without its text: what a card that links to it shows. */
export const storySummarySchema = storySchema.omit({ content: true });
export type StorySummary = z.infer<typeof storySummarySchema>;

/** A story as the admin sees it: its state and times too. */
export const adminStorySchema = storySchema.extend({
  status: z.enum(storyStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

/** GET /api/stories: published only, newest date first. */
export const storyListResponseSchema = z.object({ stories: z.array(storySchema) });
/** GET /api/featured-story: the story Home features, or null when none is published. */
export const featuredStoryResponseSchema = z.object({ story: storySummarySchema.nullable() });
/** GET /api/stories/:id. */
export const storyResponseSchema = z.object({ story: storySchema });
/** GET /api/admin/stories. */
export const adminStoryListResponseSchema = z.object({ stories: z.array(adminStorySchema) });
/** POST and PATCH /api/admin/stories. */
export const adminStoryResponseSchema = z.object({ story: adminStorySchema });
/** POST /api/admin/stories/images: the uploaded image's address, for a cover or a block. */
export const storyImageResponseSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
});
export type StoryImage = z.infer<typeof storyImageResponseSchema>;
