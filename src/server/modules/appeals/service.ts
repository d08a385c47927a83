import { msg } from '@lingui/core/macro';
import type {
  AdminAppeal,
  Appeal,
  AppealInput,
  AppealPatch,
  AppealSwedish,
  PublicGift,
} from '#shared/schemas/appeals.ts';
import { fitsBlocks, type StoryBlock, SWEDISH_BLOCKS_MISMATCH } from '#shared/schemas/stories.ts';
import type { Db } from '../../db/database.ts';
import type { AppealRow } from '../../db/tables/appeals.ts';
import { type Clock, isoNow } from '../../lib/clock.ts';
import { localizedError, notFound } from '../../lib/http-error.ts';
import { type ContentReader, inReaderLanguage, readVersion } from '../../lib/swedish-version.ts';
import { latestGifts, progressOf, type Raised, raisedFor, today } from './progress.ts';
import { type AppealsRepo, createAppealsRepo } from './repo.ts';

export const APPEAL_NOT_FOUND = 'Appeal not found.';
const SLUG_TAKEN = msg`An appeal with that slug already exists.`;
const IN_USE = msg`This appeal has gifts or fundraisers: mark it as ended instead.`;
/** The site's own illustrations, which sample content uses. */
const BUILT_IN_IMAGE = /^\/images\/stories\/[a-z0-9-]+\.svg$/;
/** An uploaded image's file name ends `{storage key}-{width}.webp` (images/service.ts). */
const UPLOADED_FILE = /([0-9a-f]{24})-\d+\.webp$/;
/** The most gifts a page lists. */
export const LATEST_GIFTS = 10;

/** Whether an appeal takes no more gifts: marked ended, or past its last day. */
export const appealEnded = (row: Pick<AppealRow, 'status' | 'ends_on'>, now: Date) =>
  row.status === 'ended' || row.ends_on < today(now);

/** Whether an appeal takes gifts today. */
export const appealOpen = (row: Pick<AppealRow, 'status' | 'starts_on' | 'ends_on'>, now: Date) =>
  row.status === 'published' && row.starts_on <= today(now) && row.ends_on >= today(now);

function appealInSwedish(appeal: Appeal, sv: AppealSwedish): Appeal {
  const texts = sv.blocks.values();
  const content = appeal.content.map((block) =>
    block.type === 'text' ? { ...block, text: texts.next().value ?? block.text } : block,
  );
  const alt = sv.alt ? { alt: sv.alt } : {};
  return { ...appeal, title: sv.title, summary: sv.summary, content, ...alt };
}

const blocksOf = (row: AppealRow) => JSON.parse(row.blocks) as StoryBlock[];

function englishAppeal(row: AppealRow, raised: Raised | undefined, now: Date): Appeal {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    content: blocksOf(row),
    image: row.cover_image,
    alt: row.cover_alt,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: row.status,
    progress: progressOf(
      raised,
      { goalOre: row.goal_ore, endsOn: row.ends_on, ended: appealEnded(row, now) },
      now,
    ),
  };
}

function toAdminAppeal(row: AppealRow, raised: Raised | undefined, now: Date): AdminAppeal {
  return {
    id: row.id,
    ...englishAppeal(row, raised, now),
    goalOre: row.goal_ore,
    sv: readVersion<AppealSwedish>(row.sv),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toInput(appeal: AdminAppeal): AppealInput {
  return {
    slug: appeal.slug,
    title: appeal.title,
    summary: appeal.summary,
    content: appeal.content as AppealInput['content'],
    image: appeal.image,
    alt: appeal.alt,
    goal: appeal.goalOre,
    startsOn: appeal.startsOn,
    endsOn: appeal.endsOn,
    status: appeal.status,
    sv: appeal.sv,
  };
}

/** Every image address of an appeal with its field: `image`, `content.2.src`. */
const imageFields = (appeal: AppealInput): [string, string][] => [
  ['image', appeal.image],
  ...appeal.content.flatMap((block, index): [string, string][] =>
    block.type === 'image' ? [[`content.${index}.src`, block.src]] : [],
  ),
];

/** Refuses an image address that is neither an upload (POST /api/admin/stories/images) nor an illustration. */
async function checkImages(repo: AppealsRepo, appeal: AppealInput) {
  const fields = imageFields(appeal);
  const keys = fields.flatMap(([, src]) => UPLOADED_FILE.exec(src)?.[1] ?? []);
  const stored = await repo.existingImageKeys(keys);
  for (const [field, src] of fields) {
    const key = UPLOADED_FILE.exec(src)?.[1];
    if (BUILT_IN_IMAGE.test(src) || (key && stored.has(key))) continue;
    throw localizedError(400, msg`Upload the image here, then save`, field);
  }
}

export type AppealsDeps = { db: Db; clock: Clock };

/** Appeals: the admin writes them; visitors read the published ones with their progress. */
export function createAppealsService({ db, clock }: AppealsDeps) {
  const repo = createAppealsRepo(db);

  async function withRaised(rows: AppealRow[]) {
    return raisedFor(
      db,
      'appeal_id',
      rows.map((row) => row.id),
    );
  }

  function toAppeal(row: AppealRow, raised: Raised | undefined, reader: ContentReader): Appeal {
    return inReaderLanguage(
      englishAppeal(row, raised, clock.now()),
      readVersion<AppealSwedish>(row.sv),
      reader,
      appealInSwedish,
    );
  }

  async function adminView(row: AppealRow) {
    return toAdminAppeal(row, (await withRaised([row])).get(row.id), clock.now());
  }

  return {
    /** The published appeals running today, with their progress. */
    async current(reader: ContentReader): Promise<Appeal[]> {
      const rows = await repo.current(today(clock.now()));
      const raised = await withRaised(rows);
      return rows.map((row) => toAppeal(row, raised.get(row.id), reader));
    },

    /** A published or ended appeal, its progress and its latest gifts; drafts are not found. */
    async get(
      slug: string,
      reader: ContentReader,
    ): Promise<{ appeal: Appeal; latestGifts: PublicGift[] }> {
      const row = await repo.findBySlug(slug);
      if (!row || row.status === 'draft') throw notFound(APPEAL_NOT_FOUND);
      const raised = await withRaised([row]);
      return {
        appeal: toAppeal(row, raised.get(row.id), reader),
        latestGifts: await latestGifts(db, 'appeal_id', row.id, LATEST_GIFTS),
      };
    },

    async listAll(): Promise<AdminAppeal[]> {
      const rows = await repo.list({ publicOnly: false });
      const raised = await withRaised(rows);
      return rows.map((row) => toAdminAppeal(row, raised.get(row.id), clock.now()));
    },

    async create(input: AppealInput): Promise<AdminAppeal> {
      await checkImages(repo, input);
      const row = await repo.insert(input, isoNow(clock));
      if (!row) throw localizedError(409, SLUG_TAKEN, 'slug');
      return adminView(row);
    },

    async update(id: number, patch: AppealPatch): Promise<AdminAppeal> {
      const current = await repo.find(id);
      if (!current) throw notFound(APPEAL_NOT_FOUND);
      const before = toInput(await adminView(current));
      const after: AppealInput = {
        ...before,
        ...patch,
        sv: patch.sv === undefined ? before.sv : patch.sv,
      };
      if (after.endsOn < after.startsOn) {
        throw localizedError(400, msg`The end date must not be before the start date`, 'endsOn');
      }
      // A version is whole (decision 010): new text blocks need their Swedish texts too.
      if (!fitsBlocks(after.sv, after.content)) {
        throw localizedError(400, SWEDISH_BLOCKS_MISMATCH, 'sv');
      }
      if (after.slug !== current.slug && (await repo.findBySlug(after.slug))) {
        throw localizedError(409, SLUG_TAKEN, 'slug');
      }
      await checkImages(repo, after);
      const row = await repo.replace(id, after, isoNow(clock));
      if (!row) throw notFound(APPEAL_NOT_FOUND);
      return adminView(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.find(id))) throw notFound(APPEAL_NOT_FOUND);
      if (await repo.isUsed(id)) throw localizedError(409, IN_USE);
      await repo.delete(id);
    },
  };
}

export type AppealsService = ReturnType<typeof createAppealsService>;
