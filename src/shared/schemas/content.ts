import { z } from 'zod';

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

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** `{ id }`: the `?id=` of the DELETE calls, an edit form's id, prayer actions' body. */
export const itemIdSchema = z.object({ id: idSchema });

// News (spec 1, section 7): POST { title, content }, PATCH { id, title, content }.
export const newsInputSchema = z.object({
  title: requiredText('Title', contentLimits.title),
  content: requiredText('Content', contentLimits.content),
});
export const newsUpdateSchema = newsInputSchema.extend({ id: idSchema });

// Gallery: multipart POST { image, description }, JSON PATCH { id, description }.
export const galleryDescriptionSchema = z.object({
  description: optionalText('Description', contentLimits.description).default(''),
});
export const galleryUpdateSchema = z.object({
  id: idSchema,
  description: optionalText('Description', contentLimits.description),
});

// Testimonials: multipart { name, role, quote } (+ _method=PUT, id, remove_image=1 to update).
export const testimonialFieldsSchema = z.object({
  name: requiredText('Name', contentLimits.name),
  role: requiredText('Role', contentLimits.role),
  quote: requiredText('Quote', contentLimits.quote),
});

// Leadership: multipart { id (edit only), name, role, bio, remove_image=1 }.
export const leaderFieldsSchema = z.object({
  name: requiredText('Name', contentLimits.name),
  role: requiredText('Role', contentLimits.role),
  bio: requiredText('Bio', contentLimits.bio),
});

// Prayer points: POST /api/prayer.php with action add | update | delete | reset | increment.
const displayOrderSchema = wholeNumber('display_order').pipe(
  z
    .number()
    .min(-MAX_DISPLAY_ORDER, 'display_order is too small')
    .max(MAX_DISPLAY_ORDER, 'display_order is too large'),
);
export const prayerPointInputSchema = z.object({
  title: requiredText('Title', contentLimits.title),
  content: requiredText('Content', contentLimits.content),
  tag: optionalText('Tag', contentLimits.tag).default(''),
  display_order: displayOrderSchema.default(0),
});
/** Update: a missing tag or display_order keeps the point's current value. */
export const prayerPointUpdateSchema = z.object({
  id: idSchema,
  title: requiredText('Title', contentLimits.title),
  content: requiredText('Content', contentLimits.content),
  tag: optionalText('Tag', contentLimits.tag).optional(),
  display_order: displayOrderSchema.optional(),
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

/** An uploaded image as stored: the largest width's URL, every width for `srcset`, its size. */
export interface ResponsiveImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
}
/** The same fields for an item whose image is optional: all null when it has none. */
export type OptionalImageFields = {
  srcset: string | null;
  width: number | null;
  height: number | null;
};

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
});
export type NewsItem = z.infer<typeof newsItemSchema>;
/** GET /api/news: newest first by updated_at. */
export const newsListResponseSchema = z.array(newsItemSchema);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;
export const newsSaveResponseSchema = savedResponseSchema(newsItemSchema);
export type NewsSaveResponse = z.infer<typeof newsSaveResponseSchema>;

export interface GalleryImage extends ResponsiveImage {
  id: number;
  /** The uploaded file's name. */
  name: string;
  /** '' when there is none. */
  description: string;
}
export type GalleryListResponse = { images: GalleryImage[] };
export type GallerySaveResponse = { success: true } & GalleryImage;

export type Testimonial = {
  id: number;
  name: string;
  role: string;
  quote: string;
  /** The image URL, or null. */
  image: string | null;
} & OptionalImageFields;
export type TestimonialListResponse = { testimonials: Testimonial[] };
export type TestimonialSaveResponse = { success: true } & Testimonial;

export type Leader = {
  id: number;
  name: string;
  role: string;
  bio: string;
  /** The image URL, or null. */
  url: string | null;
} & OptionalImageFields;
export type LeaderListResponse = { leaders: Leader[] };
export type LeaderSaveResponse = { success: true } & Leader;

export interface PrayerPoint {
  id: number;
  title: string;
  content: string;
  tag: string;
  display_order: number;
  pray_count: number;
  created_at: string;
  updated_at: string;
}
/** GET ?action=list_current: sorted by display_order, then id. */
export type PrayerListResponse = { data: PrayerPoint[] };
/** GET ?action=get&ids=: unknown ids are left out. */
export type PrayerCountsResponse = { counts: Record<string, number> };
export type PrayerIncrementResponse = { count: number };
export type PrayerSaveResponse = { success: true } & PrayerPoint;

export interface SampleContentCounts {
  news: number;
  gallery: number;
  testimonials: number;
  leaders: number;
  prayer_points: number;
}
export type SampleContentResponse = { counts: SampleContentCounts };
export type SampleContentRemovedResponse = { success: true; removed: SampleContentCounts };
