import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { m } from '../i18n/message.ts';
import { languageFields, swedishVersionInput } from './swedish-version.ts';

/** Longest accepted text per field, in characters. */
export const contentLimits = {
  title: 200,
  content: 10_000,
  description: 500,
  name: 120,
  role: 120,
  quote: 2_000,
  bio: 5_000,
  tag: 50,
} as const;

/** Largest accepted image upload, in bytes. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Ids are 32-bit integers in the database (PostgreSQL `serial`). */
const MAX_ID = 2_147_483_647;
const MAX_DISPLAY_ORDER = 1_000_000;

const wholeNumberText = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/, `${label} must be a whole number`)
    .transform(Number);

/** A whole number sent as a JSON number or as the digits of a form field or query string. */
const wholeNumber = (label: string) =>
  z
    .union([z.number(), wholeNumberText(label)], { error: `${label} must be a whole number` })
    .pipe(z.number().int(`${label} must be a whole number`));

const idRange = z.number().min(1, 'id must be positive').max(MAX_ID, 'id is too large');
export const idSchema = wholeNumber('id').pipe(idRange);

// The admin forms' messages are catalog ids (#shared/i18n/message.ts), written out whole.
const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const optionalText = (notText: string, max: number, tooLong: string) =>
  z.string({ error: notText }).trim().max(max, tooLong);

const title = () =>
  requiredText(
    m(msg`Title is required`),
    contentLimits.title,
    m(msg`Title must be at most 200 characters`),
  );
const content = () =>
  requiredText(
    m(msg`Content is required`),
    contentLimits.content,
    m(msg`Content must be at most 10000 characters`),
  );
const description = () =>
  optionalText(
    m(msg`Description must be text`),
    contentLimits.description,
    m(msg`Description must be at most 500 characters`),
  );
const name = () =>
  requiredText(
    m(msg`Name is required`),
    contentLimits.name,
    m(msg`Name must be at most 120 characters`),
  );
const role = () =>
  requiredText(
    m(msg`Role is required`),
    contentLimits.role,
    m(msg`Role must be at most 120 characters`),
  );
const quote = () =>
  requiredText(
    m(msg`Quote is required`),
    contentLimits.quote,
    m(msg`Quote must be at most 2000 characters`),
  );
const bio = () =>
  requiredText(
    m(msg`Bio is required`),
    contentLimits.bio,
    m(msg`Bio must be at most 5000 characters`),
  );
const tag = () =>
  optionalText(
    m(msg`Tag must be text`),
    contentLimits.tag,
    m(msg`Tag must be at most 50 characters`),
  );

/** `{ id }`: the `?id=` of the DELETE calls, an edit form's id, prayer actions' body. */
export const itemIdSchema = z.object({ id: idSchema });

// News (docs/product.md, part 1, Calls): POST { title, content }, PATCH { id, title, content }.
const newsFieldsSchema = z.object({ title: title(), content: content() });
/** A news item's Swedish version: the same fields. */
export const newsSwedishSchema = newsFieldsSchema;
export type NewsSwedish = z.infer<typeof newsSwedishSchema>;
export const newsInputSchema = newsFieldsSchema.extend({
  sv: swedishVersionInput(newsSwedishSchema),
});
export const newsUpdateSchema = newsInputSchema.extend({ id: idSchema });

// Gallery: multipart POST { image, description }, JSON PATCH { id, description }.
/** A picture's Swedish version: its description (a version without one is no version). */
export const gallerySwedishSchema = z.object({
  description: requiredText(
    m(msg`Description is required`),
    contentLimits.description,
    m(msg`Description must be at most 500 characters`),
  ),
});
export type GallerySwedish = z.infer<typeof gallerySwedishSchema>;
export const galleryDescriptionSchema = z.object({
  description: description().default(''),
  sv: swedishVersionInput(gallerySwedishSchema),
});
export const galleryUpdateSchema = z.object({
  id: idSchema,
  description: description(),
  sv: swedishVersionInput(gallerySwedishSchema),
});

// Testimonials: multipart { name, role, quote } (+ _method=PUT, id, remove_image=1 to update).
/** A testimonial's Swedish version: the role and the quote (the name is the person's own). */
export const testimonialSwedishSchema = z.object({
  role: role(),
  quote: quote(),
});
export type TestimonialSwedish = z.infer<typeof testimonialSwedishSchema>;
export const testimonialFieldsSchema = z.object({
  name: name(),
  role: role(),
  quote: quote(),
  sv: swedishVersionInput(testimonialSwedishSchema),
});

// Leadership: multipart { id (edit only), name, role, bio, remove_image=1 }.
/** A leader's Swedish version: the role and the bio (the name is the person's own). */
export const leaderSwedishSchema = z.object({
  role: role(),
  bio: bio(),
});
export type LeaderSwedish = z.infer<typeof leaderSwedishSchema>;
export const leaderFieldsSchema = z.object({
  name: name(),
  role: role(),
  bio: bio(),
  sv: swedishVersionInput(leaderSwedishSchema),
});

// Prayer points: POST /api/prayer.php with action add | update | delete | reset | increment.
const displayOrderSchema = wholeNumber('display_order').pipe(
  z
    .number()
    .min(-MAX_DISPLAY_ORDER, 'display_order is too small')
    .max(MAX_DISPLAY_ORDER, 'display_order is too large'),
);
/** A prayer point's Swedish version: its title, text and tag (blank for none). */
export const prayerSwedishSchema = z.object({
  title: title(),
  content: content(),
  tag: tag().default(''),
});
export type PrayerSwedish = z.infer<typeof prayerSwedishSchema>;
export const prayerPointInputSchema = z.object({
  title: title(),
  content: content(),
  tag: tag().default(''),
  display_order: displayOrderSchema.default(0),
  sv: swedishVersionInput(prayerSwedishSchema),
});
/** Update: a missing tag or display_order keeps the point's current value. */
export const prayerPointUpdateSchema = z.object({
  id: idSchema,
  title: title(),
  content: content(),
  tag: tag().optional(),
  display_order: displayOrderSchema.optional(),
  sv: swedishVersionInput(prayerSwedishSchema),
});

export const prayerReadActionSchema = z.enum(['list_current', 'get'], {
  error: 'action must be list_current or get',
});
export const prayerWriteActionSchema = z.enum(['increment', 'add', 'update', 'delete', 'reset'], {
  error: 'action must be increment, add, update, delete or reset',
});
/** `?action=get&ids=1,2,3`: at most 200 ids. */
export const prayerCountsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .max(3_000, 'Too many ids')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(wholeNumberText('id').pipe(idRange)).max(200, 'Ask for at most 200 ids at a time'),
    ),
});

// Response shapes.

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** A saved item, as POST and PATCH answer it: `{ success: true, ...item }`. */
export const savedResponseSchema = <Item extends z.ZodObject>(item: Item) =>
  item.extend({ success: z.literal(true) });

export const newsItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  ...languageFields(newsSwedishSchema),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
/** GET /api/news: newest first by updated_at. */
export const newsListResponseSchema = z.array(newsItemSchema);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;
export const newsSaveResponseSchema = savedResponseSchema(newsItemSchema);
export type NewsSaveResponse = z.infer<typeof newsSaveResponseSchema>;

/** An uploaded image as stored: the largest width's URL, every width for `srcset`, its size. */
export const responsiveImageSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
/** The same fields for an item whose image is optional: all null when it has none. */
export const optionalImageFieldsSchema = z.object({
  srcset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type OptionalImageFields = z.infer<typeof optionalImageFieldsSchema>;

export const galleryImageSchema = responsiveImageSchema.extend({
  id: z.number(),
  /** The uploaded file's name. */
  name: z.string(),
  /** '' when there is none. */
  description: z.string(),
  ...languageFields(gallerySwedishSchema),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export const galleryListResponseSchema = z.object({ images: z.array(galleryImageSchema) });
export type GalleryListResponse = z.infer<typeof galleryListResponseSchema>;
export const gallerySaveResponseSchema = savedResponseSchema(galleryImageSchema);
export type GallerySaveResponse = z.infer<typeof gallerySaveResponseSchema>;

/** Someone shown with an optional picture: a leader, a testimonial's author. */
const personSchema = optionalImageFieldsSchema.extend({
  id: z.number(),
  name: z.string(),
  role: z.string(),
});

export const testimonialSchema = personSchema.extend({
  quote: z.string(),
  /** The image URL, or null. */
  image: z.string().nullable(),
  ...languageFields(testimonialSwedishSchema),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type TestimonialListResponse = z.infer<typeof testimonialListResponseSchema>;
export const testimonialSaveResponseSchema = savedResponseSchema(testimonialSchema);
export type TestimonialSaveResponse = z.infer<typeof testimonialSaveResponseSchema>;

/** `url`: the image URL, or null. */
export const leaderSchema = personSchema.extend({
  bio: z.string(),
  url: z.string().nullable(),
  ...languageFields(leaderSwedishSchema),
});
export type Leader = z.infer<typeof leaderSchema>;
export const leaderListResponseSchema = z.object({ leaders: z.array(leaderSchema) });
export type LeaderListResponse = z.infer<typeof leaderListResponseSchema>;
export const leaderSaveResponseSchema = savedResponseSchema(leaderSchema);
export type LeaderSaveResponse = z.infer<typeof leaderSaveResponseSchema>;

export const prayerPointSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  tag: z.string(),
  display_order: z.number(),
  pray_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  ...languageFields(prayerSwedishSchema),
});
export type PrayerPoint = z.infer<typeof prayerPointSchema>;
/** GET ?action=list_current: sorted by display_order, then id. */
export const prayerListResponseSchema = z.object({ data: z.array(prayerPointSchema) });
export type PrayerListResponse = z.infer<typeof prayerListResponseSchema>;
/** GET ?action=get&ids=: unknown ids are left out. */
export const prayerCountsResponseSchema = z.object({ counts: z.record(z.string(), z.number()) });
export type PrayerCountsResponse = z.infer<typeof prayerCountsResponseSchema>;
export const prayerIncrementResponseSchema = z.object({ count: z.number() });
export type PrayerIncrementResponse = z.infer<typeof prayerIncrementResponseSchema>;
export const prayerSaveResponseSchema = savedResponseSchema(prayerPointSchema);
export type PrayerSaveResponse = z.infer<typeof prayerSaveResponseSchema>;

export const sampleContentCountsSchema = z.object({
  news: z.number(),
  gallery: z.number(),
  testimonials: z.number(),
  leaders: z.number(),
  prayer_points: z.number(),
  stories: z.number(),
});
export type SampleContentCounts = z.infer<typeof sampleContentCountsSchema>;
export const sampleContentResponseSchema = z.object({ counts: sampleContentCountsSchema });
export type SampleContentResponse = z.infer<typeof sampleContentResponseSchema>;
export const sampleContentRemovedResponseSchema = z.object({
  success: z.literal(true),
  removed: sampleContentCountsSchema,
});
export type SampleContentRemovedResponse = z.infer<typeof sampleContentRemovedResponseSchema>;
