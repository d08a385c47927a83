import { msg } from '@lingui/core/macro';
import { readTimeOf, type StoryCategory } from '#shared/content/stories.ts';
import { storyInSwedish } from '#shared/content/story-in-swedish.ts';
import type { ResponsiveImage } from '#shared/schemas/content.ts';
import {
  type AdminStory,
  fitsBlocks,
  fitsPictures,
  type Story,
  type StoryBlock,
  type StoryImage,
  type StoryInput,
  type StoryPatch,
  type StorySummary,
  type StorySwedish,
  SWEDISH_BLOCKS_MISMATCH,
  SWEDISH_PICTURES_MISMATCH,
} from '#shared/schemas/stories.ts';
import type { Db } from '../../db/database.ts';
import {
  createImageService,
  type ImageDeps,
  type ImageService,
  processImage,
} from '../../images/index.ts';
import { isoNow } from '../../lib/clock.ts';
import { localizedError, notFound } from '../../lib/http-error.ts';
import {
  ADMIN_READER,
  type ContentReader,
  inReaderLanguage,
  readVersion,
} from '../../lib/swedish-version.ts';
import { createStoriesRepo, type StoriesRepo, type StoryRecord } from './repo.ts';

export const STORY_NOT_FOUND = 'Story not found.';
const SLUG_TAKEN = msg`A story with that slug already exists.`;
/** The site's own illustrations, which the sample stories use. */
const BUILT_IN_IMAGE = /^\/images\/stories\/[a-z0-9-]+\.svg$/;
/** An uploaded image's file name ends `{storage key}-{width}.webp` (images/service.ts). */
const UPLOADED_FILE = /([0-9a-f]{24})-\d+\.webp$/;

function blockOf(row: StoryRecord['blocks'][number]): StoryBlock {
  if (row.type === 'text') return { type: 'text', text: row.text ?? '' };
  return {
    type: 'image',
    src: row.image_src ?? '',
    alt: row.image_alt ?? '',
    ...(row.caption ? { caption: row.caption } : {}),
  };
}

function toStory(record: StoryRecord, reader: ContentReader): Story {
  return inReaderLanguage(
    englishStory(record),
    readVersion<StorySwedish>(record.row.sv),
    reader,
    storyInSwedish,
  );
}

function englishStory({ row, blocks }: StoryRecord): Story {
  const content = blocks.map(blockOf);
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    alt: row.image_alt,
    category: row.category as StoryCategory,
    readTime: readTimeOf({ excerpt: row.excerpt, content }),
    date: row.date,
    tags: JSON.parse(row.tags) as string[],
    content,
    featured: row.featured === 1,
  };
}

function toAdminStory(record: StoryRecord): AdminStory {
  const { row } = record;
  return {
    ...toStory(record, ADMIN_READER),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toInput(record: StoryRecord): StoryInput {
  const { readTime: _, createdAt: _c, updatedAt: _u, lang: _l, ...input } = toAdminStory(record);
  return { ...input, sv: input.sv ?? null };
}

/** Every image address of a story with the field it is in: `image`, `content.2.src`. */
const imageFields = (story: StoryInput): [string, string][] => [
  ['image', story.image],
  ...story.content.flatMap((block, index): [string, string][] =>
    block.type === 'image' ? [[`content.${index}.src`, block.src]] : [],
  ),
];

const sourcesOf = (story: StoryInput) => new Set(imageFields(story).map(([, src]) => src));

/** The story the admin marked, else the newest; without its text. */
function featuredOf(stories: readonly Story[]): StorySummary | null {
  const story = stories.find((candidate) => candidate.featured) ?? stories[0];
  if (!story) return null;
  const { content: _text, ...summary } = story;
  return summary;
}

/**
 * The stored images these addresses name, by address: only an uploaded image's own (largest) URL
 * names it. One query for all of them.
 */
async function uploadedImages(repo: StoriesRepo, images: ImageService, sources: string[]) {
  const keys = new Set(sources.flatMap((src) => UPLOADED_FILE.exec(src)?.[1] ?? []));
  const found = new Map<string, { id: number; view: ResponsiveImage }>();
  for (const row of await repo.findImages([...keys])) {
    const view = images.view(row);
    if (view) found.set(view.url, { id: row.id, view });
  }
  return found;
}

/**
 * The stories with each uploaded picture's other widths (`srcset`) and its size, so that a phone
 * loads the width it draws and a picture in the text keeps its own shape while it loads.
 */
async function withPictureSources(
  stories: Story[],
  { db, images }: { db: Db; images: ImageService },
): Promise<Story[]> {
  const sources = stories.flatMap((story) => [
    story.image,
    ...story.content.flatMap((block) => (block.type === 'image' ? [block.src] : [])),
  ]);
  const found = await uploadedImages(createStoriesRepo(db), images, sources);
  return stories.map((story) => ({
    ...story,
    ...(found.has(story.image) && { imageSrcset: found.get(story.image)!.view.srcset }),
    content: story.content.map((block) => {
      const view = block.type === 'image' && found.get(block.src)?.view;
      return view
        ? { ...block, srcset: view.srcset, width: view.width, height: view.height }
        : block;
    }),
  }));
}

/** Stories: the public reads the published ones; the admin writes them. */
export function createStoriesService(deps: ImageDeps) {
  const { db, clock } = deps;
  const images = createImageService(deps);

  /** The stored image an address names, if it is an uploaded image's (largest) URL. */
  const uploadedImage = async (repo: StoriesRepo, src: string) =>
    (await uploadedImages(repo, images, [src])).get(src);

  /** Refuses an image address that is neither an upload nor one of the site's illustrations. */
  async function checkImages(repo: StoriesRepo, story: StoryInput) {
    for (const [field, src] of imageFields(story)) {
      if (BUILT_IN_IMAGE.test(src) || (await uploadedImage(repo, src))) continue;
      throw localizedError(400, msg`Upload the image here, then save`, field);
    }
  }

  /** Uploaded images the story no longer shows and nothing else does: to delete with their files. */
  async function unused(repo: StoriesRepo, before: StoryInput, after: StoryInput | undefined) {
    const kept = after ? sourcesOf(after) : new Set<string>();
    const released: number[] = [];
    for (const src of sourcesOf(before)) {
      if (kept.has(src) || (await repo.usesImage(src))) continue;
      const image = await uploadedImage(repo, src);
      if (image && !(await repo.imageUsedElsewhere(image.id))) released.push(image.id);
    }
    return released;
  }

  async function save(repo: StoriesRepo, id: string) {
    const saved = await repo.find(id);
    if (!saved) throw notFound(STORY_NOT_FOUND);
    if (saved.row.featured === 1) await repo.clearFeaturedExcept(id);
    return toAdminStory(saved);
  }

  /** Published stories, newest date first, in the reader's language. */
  async function list(reader: ContentReader): Promise<Story[]> {
    const records = await createStoriesRepo(db).list({ publishedOnly: true });
    return withPictureSources(
      records.map((record) => toStory(record, reader)),
      { db, images },
    );
  }

  return {
    list,

    async featured(reader: ContentReader): Promise<StorySummary | null> {
      return featuredOf(await list(reader));
    },

    async get(id: string, reader: ContentReader): Promise<Story> {
      const record = await createStoriesRepo(db).find(id);
      if (record?.row.status !== 'published') throw notFound(STORY_NOT_FOUND);
      const [story] = await withPictureSources([toStory(record, reader)], { db, images });
      return story!;
    },

    /** Every story, drafts too, newest date first. */
    async listAll(): Promise<AdminStory[]> {
      return (await createStoriesRepo(db).list({ publishedOnly: false })).map(toAdminStory);
    },

    create(input: StoryInput, options: { isSample?: boolean } = {}): Promise<AdminStory> {
      return images.write([], async (trx) => {
        const repo = createStoriesRepo(trx);
        const now = isoNow(clock);
        // One statement decides, so two saves of one slug at once give one story and one 409.
        if (!(await repo.insert(input, { now, isSample: options.isSample }))) {
          throw localizedError(409, SLUG_TAKEN, 'id');
        }
        // A refused picture throws, and the transaction takes the insert back.
        await checkImages(repo, input);
        return { result: await save(repo, input.id) };
      });
    },

    update(id: string, patch: StoryPatch): Promise<AdminStory> {
      return images.write([], async (trx) => {
        const repo = createStoriesRepo(trx);
        const current = await repo.find(id);
        if (!current) throw notFound(STORY_NOT_FOUND);
        const before = toInput(current);
        const after: StoryInput = {
          ...before,
          ...patch,
          sv: patch.sv === undefined ? before.sv : patch.sv,
        };
        // A version is whole (decision 010): new blocks need their Swedish texts too.
        if (!fitsBlocks(after.sv, after.content))
          throw localizedError(400, SWEDISH_BLOCKS_MISMATCH, 'sv');
        if (!fitsPictures(after.sv, after.content))
          throw localizedError(400, SWEDISH_PICTURES_MISMATCH, 'sv');
        if (after.id !== id && (await repo.exists(after.id)))
          throw localizedError(409, SLUG_TAKEN, 'id');
        await checkImages(repo, after);
        await repo.replace(id, after, isoNow(clock));
        const result = await save(repo, after.id);
        return { result, released: await unused(repo, before, after) };
      });
    },

    remove(id: string): Promise<void> {
      return images.write([], async (trx) => {
        const repo = createStoriesRepo(trx);
        const current = await repo.find(id);
        if (!current) throw notFound(STORY_NOT_FOUND);
        await repo.delete(id);
        return { result: undefined, released: await unused(repo, toInput(current), undefined) };
      });
    },

    /** Re-encodes an upload (a cover or a block's picture) and answers its address. */
    async uploadImage(data: Buffer): Promise<StoryImage> {
      const processed = await processImage(data);
      const id = await images.write([processed], async (_trx, [imageId]) => ({
        result: imageId!,
      }));
      const view = images.view((await createStoriesRepo(db).findImage(id))!)!;
      return { src: view.url, width: view.width, height: view.height };
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
