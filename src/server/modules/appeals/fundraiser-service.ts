import { createHash, randomBytes } from 'node:crypto';
import { msg } from '@lingui/core/macro';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '#shared/i18n/locale.ts';
import {
  appealLimits,
  type FundraiserPatch,
  type fundraiserRequestSchema,
  hasLinkOrImage,
  NO_LINKS_MESSAGE,
  type OwnFundraiser,
  type PublicFundraiser,
  type PublicGift,
} from '#shared/schemas/appeals.ts';
import type { AppDeps } from '../../deps.ts';
import { createImageService, processImage } from '../../images/index.ts';
import { isoNow } from '../../lib/clock.ts';
import { localizedError, notFound } from '../../lib/http-error.ts';
import type { FormFields } from '../../plugins/public-form.ts';
import type { LimitRule, Limits } from '../../plugins/rate-limits.ts';
import { LINK_MINUTES, type LinkSignIn, myGiftsUrl } from '../my-gifts/index.ts';
import { SECRET_MARK } from '../outbox/index.ts';
import {
  approvedEmail,
  awaitingApprovalNotice,
  confirmEmail,
  declinedEmail,
  fundraiserUrl,
  reportNotice,
} from './fundraiser-emails.ts';
import {
  createFundraisersRepo,
  type FundraisersRepo,
  type FundraiserWithImage,
} from './fundraiser-repo.ts';
import { latestGifts, progressOf, type Raised, raisedFor, today } from './progress.ts';
import { createAppealsRepo } from './repo.ts';
import { appealOpen, LATEST_GIFTS } from './service.ts';

export const FUNDRAISER_NOT_FOUND = 'Fundraiser not found.';
const DAY_MS = 24 * 60 * 60_000;

export const FUNDRAISER_MESSAGES = {
  notSignedIn: msg`Please sign in with the link we e-mailed you.`,
  endTooSoon: msg`The end date must be after today.`,
  endTooLate: msg`The end date must be at most a year ahead.`,
  appealClosed: msg`This appeal is not taking gifts now.`,
  tooMany: msg`You have started several fundraisers today. Please wait a day, or write to us.`,
  notWaiting: msg`This fundraiser is not waiting for approval.`,
  notPublic: msg`Updates can be posted once the fundraiser is public.`,
  closed: msg`This fundraiser has ended.`,
  noImage: msg`Choose an image to upload.`,
} as const;

/** Fundraisers started from one address: a family's few, never a flood. */
export const FUNDRAISERS_PER_ADDRESS: LimitRule = {
  name: 'fundraisers-per-address',
  max: 3,
  windowMs: DAY_MS,
};

type CreateInput = FormFields<typeof fundraiserRequestSchema> &
  z.output<typeof fundraiserRequestSchema>;

export type FundraiserDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'files'> & {
  config: Pick<AppDeps['config'], 'notifyEmail' | 'linkOrigin'>;
  limits: Pick<Limits, 'hit'>;
  linkSignIn: LinkSignIn;
  log: FastifyBaseLogger;
};

/** A readable slug from the title, with a random tail so that no two are alike. */
function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const tail = randomBytes(3).toString('hex');
  return words ? `${words}-${tail}` : tail;
}

/** Whether a fundraiser takes no more gifts: closed early, or past its last day. */
export const fundraiserEnded = (
  row: { closed_at: string | null; ends_on: string },
  now: Date,
): boolean => row.closed_at !== null || row.ends_on < today(now);

/** Whether a fundraiser takes gifts today. */
export const fundraiserOpen = (
  row: { status: string; closed_at: string | null; ends_on: string },
  now: Date,
) => row.status === 'approved' && !fundraiserEnded(row, now);

const addressKey = (email: string) => createHash('sha256').update(email).digest('hex');

type Context = ReturnType<typeof createContext>;

/** What every call shares: the SQL, the images, and the views of a fundraiser. */
function createContext(deps: FundraiserDeps) {
  const { db, clock } = deps;
  const repo = createFundraisersRepo(db);
  const appeals = createAppealsRepo(db);
  const images = createImageService(deps);

  const imageOf = (row: FundraiserWithImage) => images.view(row);

  async function appealOf(row: FundraiserWithImage) {
    if (row.appeal_id === null) return null;
    const appeal = await appeals.find(row.appeal_id);
    return appeal ? { slug: appeal.slug, title: appeal.title } : null;
  }

  async function publicView(
    row: FundraiserWithImage,
    raised: Raised | undefined,
  ): Promise<PublicFundraiser> {
    const now = clock.now();
    const updates = await repo.updatesOf(row.id);
    return {
      slug: row.slug,
      kind: row.kind,
      title: row.title,
      inMemoryOf: row.in_memory_of,
      story: row.story,
      organiserName: row.organiser_name,
      image: imageOf(row),
      endsOn: row.ends_on,
      appeal: await appealOf(row),
      progress: progressOf(
        raised,
        { goalOre: row.goal_ore, endsOn: row.ends_on, ended: fundraiserEnded(row, now) },
        now,
      ),
      updates: updates.map((update) => ({ text: update.text, at: update.created_at })),
    };
  }

  async function ownView(row: FundraiserWithImage): Promise<OwnFundraiser> {
    const raised = (await raisedFor(db, 'fundraiser_id', [row.id])).get(row.id);
    return {
      id: row.id,
      ...(await publicView(row, raised)),
      status: row.status,
      declineReason: row.decline_reason,
      emailPerGift: row.email_per_gift === 1,
      closedAt: row.closed_at,
      createdAt: row.created_at,
    };
  }

  async function own(email: string, id: number): Promise<FundraiserWithImage> {
    const row = await repo.findOwn(email, id);
    if (!row) throw notFound(FUNDRAISER_NOT_FOUND);
    return row;
  }

  /** An organiser's change: refused once the fundraiser has ended. */
  async function changeable(email: string, id: number) {
    const row = await own(email, id);
    if (fundraiserEnded(row, clock.now()) || row.status === 'declined') {
      throw localizedError(409, FUNDRAISER_MESSAGES.closed);
    }
    return row;
  }

  return { deps, repo, appeals, images, publicView, ownView, own, changeable };
}

/** Supporters' fundraisers: started by anyone, confirmed by link, approved by the admin. */
export function createFundraisersService(deps: FundraiserDeps) {
  const { clock, mailer, config, linkSignIn } = deps;
  const context = createContext(deps);
  const { repo } = context;

  // Opening any e-mailed link proves the address: its fundraisers now wait for the admin.
  linkSignIn.onSignIn(async (email) => {
    for (const row of await repo.confirm(email, isoNow(clock))) {
      await mailer.send({
        ...awaitingApprovalNotice(config.notifyEmail, row.title, row.organiser_name ?? ''),
        dedupeKey: `fundraiser-pending:${row.id}`,
      });
    }
  });

  return { ...publicCalls(context), ...organiserCalls(context), ...adminCalls(context) };
}

/** Starting a fundraiser, its page, and reporting it: anyone's calls. */
function publicCalls({ deps, repo, appeals, publicView }: Context) {
  const { db, clock, mailer, config, linkSignIn } = deps;

  /** The appeal a new fundraiser raises money for: one that takes gifts now. */
  async function appealIdOf(target: number | string | undefined): Promise<number | null> {
    if (target === undefined) return null;
    const appeal =
      typeof target === 'number' ? await appeals.find(target) : await appeals.findBySlug(target);
    if (!appeal || !appealOpen(appeal, clock.now())) {
      throw localizedError(400, FUNDRAISER_MESSAGES.appealClosed, 'appeal');
    }
    return appeal.id;
  }

  function checkEndDate(endsOn: string) {
    const now = clock.now();
    if (endsOn <= today(now)) throw localizedError(400, FUNDRAISER_MESSAGES.endTooSoon, 'endsOn');
    const latest = today(new Date(now.getTime() + appealLimits.fundraiserDays * DAY_MS));
    if (endsOn > latest) throw localizedError(400, FUNDRAISER_MESSAGES.endTooLate, 'endsOn');
  }

  return {
    /** POST /api/fundraisers: stored unconfirmed; the organiser is e-mailed a link to confirm. */
    async create(input: CreateInput, locale: Locale): Promise<void> {
      checkEndDate(input.endsOn);
      const appealId = await appealIdOf(input.appeal);
      const email = input.organiserEmail.toLowerCase();
      if (!(await deps.limits.hit(FUNDRAISERS_PER_ADDRESS, addressKey(email)))) {
        throw localizedError(429, FUNDRAISER_MESSAGES.tooMany);
      }
      const now = isoNow(clock);
      let row: Awaited<ReturnType<FundraisersRepo['insert']>>;
      do {
        row = await repo.insert({
          slug: slugOf(input.title),
          kind: input.kind,
          title: input.title,
          in_memory_of: input.kind === 'memorial' ? input.inMemoryOf : null,
          story: input.story,
          organiser_name: input.organiserName,
          organiser_email: email,
          image_id: null,
          goal_ore: input.goal ?? null,
          ends_on: input.endsOn,
          appeal_id: appealId,
          status: 'unconfirmed',
          decline_reason: null,
          email_per_gift: input.emailPerGift ? 1 : 0,
          locale,
          confirmed_at: null,
          reviewed_at: null,
          closed_at: null,
          created_at: now,
          updated_at: now,
        });
      } while (!row);
      const token = await linkSignIn.issue(email);
      // The token is the e-mail's secret: the stored text, and the admin's outbox, show •••.
      const link = `${myGiftsUrl(config.linkOrigin, locale)}?token=${SECRET_MARK}`;
      await mailer.send({
        ...confirmEmail(email, locale, input.title, link, LINK_MINUTES),
        secret: token,
      });
    },

    /** GET /api/fundraisers/:slug: approved ones only (an ended one keeps its page). */
    async get(slug: string): Promise<{ fundraiser: PublicFundraiser; latestGifts: PublicGift[] }> {
      const row = await repo.findBySlug(slug);
      if (row?.status !== 'approved') throw notFound(FUNDRAISER_NOT_FOUND);
      const raised = (await raisedFor(db, 'fundraiser_id', [row.id])).get(row.id);
      return {
        fundraiser: await publicView(row, raised),
        latestGifts: await latestGifts(db, 'fundraiser_id', row.id, LATEST_GIFTS),
      };
    },

    /** POST /api/fundraisers/:slug/reports: kept for the admin, who is e-mailed. */
    async report(slug: string, reason: string): Promise<void> {
      const row = await repo.findBySlug(slug);
      if (row?.status !== 'approved') throw notFound(FUNDRAISER_NOT_FOUND);
      await repo.addReport(row.id, reason, isoNow(clock));
      const page = fundraiserUrl(config.linkOrigin, row.slug, 'en');
      await mailer.send(reportNotice(config.notifyEmail, row.title, page, reason));
    },
  };
}

/** The organiser's calls, signed in by the e-mailed link. */
function organiserCalls({ deps, repo, images, ownView, own, changeable }: Context) {
  const { clock } = deps;
  return {
    async listOwn(email: string): Promise<OwnFundraiser[]> {
      const rows = await repo.listOwn(email);
      return Promise.all(rows.map(ownView));
    },

    async change(email: string, id: number, patch: FundraiserPatch): Promise<OwnFundraiser> {
      const row = await changeable(email, id);
      const texts = [patch.title, patch.story].filter((text) => text !== undefined);
      // No links or images before the admin has read the page.
      if (row.status !== 'approved' && texts.some(hasLinkOrImage)) {
        throw localizedError(400, NO_LINKS_MESSAGE, 'story');
      }
      await repo.change(id, {
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.story !== undefined && { story: patch.story }),
        ...(patch.emailPerGift !== undefined && { email_per_gift: patch.emailPerGift ? 1 : 0 }),
        updated_at: isoNow(clock),
      });
      return ownView(await own(email, id));
    },

    /** Re-encodes the photo (sharp: metadata stripped, several widths) and replaces the old one. */
    async setPhoto(email: string, id: number, data: Buffer | undefined): Promise<OwnFundraiser> {
      const row = await changeable(email, id);
      if (!data) throw localizedError(400, FUNDRAISER_MESSAGES.noImage, 'image');
      const processed = await processImage(data);
      await images.write([processed], async (trx, [imageId]) => {
        await createFundraisersRepo(trx).change(id, {
          image_id: imageId!,
          updated_at: isoNow(clock),
        });
        return { result: undefined, released: [row.image_id] };
      });
      return ownView(await own(email, id));
    },

    async removePhoto(email: string, id: number): Promise<OwnFundraiser> {
      const row = await changeable(email, id);
      await images.write([], async (trx) => {
        await createFundraisersRepo(trx).change(id, { image_id: null, updated_at: isoNow(clock) });
        return { result: undefined, released: [row.image_id] };
      });
      return ownView(await own(email, id));
    },

    /** A thank-you or news on the page. */
    async postUpdate(email: string, id: number, text: string): Promise<OwnFundraiser> {
      const row = await own(email, id);
      if (row.status !== 'approved') throw localizedError(409, FUNDRAISER_MESSAGES.notPublic);
      if (hasLinkOrImage(text)) throw localizedError(400, NO_LINKS_MESSAGE, 'text');
      await repo.addUpdate(id, text, isoNow(clock));
      return ownView(row);
    },

    /** Closes it early: it takes no more gifts, and its page says it has ended. */
    async close(email: string, id: number): Promise<OwnFundraiser> {
      await changeable(email, id);
      const now = isoNow(clock);
      await repo.change(id, { closed_at: now, updated_at: now });
      return ownView(await own(email, id));
    },
  };
}

/** The admin's calls. */
function adminCalls({ deps, repo, ownView }: Context) {
  const { clock, mailer, config } = deps;
  return {
    async listAll() {
      const rows = await repo.listAll();
      const reports = await repo.reportsOf(rows.map((row) => row.id));
      return Promise.all(
        rows.map(async (row) => ({
          ...(await ownView(row)),
          organiserEmail: row.organiser_email,
          reports: reports
            .filter((report) => report.fundraiser_id === row.id)
            .map((report) => ({
              id: report.id,
              reason: report.reason,
              at: report.created_at,
              handledAt: report.handled_at,
            })),
        })),
      );
    },

    /**
     * Approves or declines a waiting fundraiser, or takes a public one down (declined, after a
     * report, say); the organiser is e-mailed either way, with the reason for a decline.
     */
    async decide(id: number, decision: { approve: boolean; reason?: string }) {
      const reason = decision.approve ? null : (decision.reason ?? '');
      const status = decision.approve ? ('approved' as const) : ('declined' as const);
      const row = await repo.decide(id, { status, reason, now: isoNow(clock) });
      if (!row) {
        if (!(await repo.find(id))) throw notFound(FUNDRAISER_NOT_FOUND);
        throw localizedError(409, FUNDRAISER_MESSAGES.notWaiting);
      }
      if (row.organiser_email) {
        const { organiser_email: to, locale, title } = row;
        const email =
          status === 'approved'
            ? approvedEmail(to, locale, title, fundraiserUrl(config.linkOrigin, row.slug, locale))
            : declinedEmail(to, locale, title, reason ?? '');
        await mailer.send({ ...email, dedupeKey: `fundraiser-${status}:${row.id}` });
      }
      return ownView((await repo.find(id))!);
    },

    async handleReport(id: number, reportId: number): Promise<void> {
      if (!(await repo.handleReport(id, reportId, isoNow(clock)))) {
        throw notFound('Report not found.');
      }
    },
  };
}

export type FundraisersService = ReturnType<typeof createFundraisersService>;
