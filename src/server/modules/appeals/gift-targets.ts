import { msg } from '@lingui/core/macro';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentTopic } from '#shared/content-topics.ts';
import type { GiftTargetInput } from '#shared/schemas/appeals.ts';
import type { DonationRow } from '../../db/tables/donations.ts';
import type { AppDeps } from '../../deps.ts';
import { localizedError } from '../../lib/http-error.ts';
import { type GiftTarget, type GiftTargets, NO_TARGET } from '../donations/index.ts';
import { giftEmail } from './fundraiser-emails.ts';
import { createFundraisersRepo } from './fundraiser-repo.ts';
import { fundraiserOpen } from './fundraiser-service.ts';
import { createAppealsRepo } from './repo.ts';
import { appealOpen } from './service.ts';

const MESSAGES = {
  appealClosed: msg`This appeal is not taking gifts now.`,
  fundraiserClosed: msg`This fundraiser is not taking gifts now.`,
  otherAppeal: msg`This fundraiser raises money for another appeal.`,
} as const;

type TargetDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer'> & {
  /** Raised when a paid gift changes an appeal's or fundraiser's progress (pages with data). */
  contentChanged?: (topic: ContentTopic) => Promise<void>;
};

/**
 * Where a gift may go (an appeal that runs today, an approved fundraiser that has not ended) and
 * what follows when one is paid: the organiser's e-mail for the gift, once per gift (a monthly
 * gift's first paid month), keyed in the outbox.
 */
export function createGiftTargets(deps: TargetDeps): GiftTargets {
  const { db, clock, mailer } = deps;
  const appeals = createAppealsRepo(db);
  const fundraisers = createFundraisersRepo(db);

  const findAppeal = (target: number | string) =>
    typeof target === 'number' ? appeals.find(target) : appeals.findBySlug(target);
  const findFundraiser = (target: number | string) =>
    typeof target === 'number' ? fundraisers.find(target) : fundraisers.findBySlug(target);

  async function targetIds(input: GiftTargetInput) {
    const now = clock.now();
    if (input.fundraiser !== undefined) {
      const fundraiser = await findFundraiser(input.fundraiser);
      if (!fundraiser || !fundraiserOpen(fundraiser, now)) {
        throw localizedError(400, MESSAGES.fundraiserClosed, 'fundraiser');
      }
      if (input.appeal !== undefined) {
        const appeal = await findAppeal(input.appeal);
        if (appeal?.id !== fundraiser.appeal_id) {
          throw localizedError(400, MESSAGES.otherAppeal, 'appeal');
        }
      }
      // A gift through a fundraiser counts to its appeal too (even one that has ended since).
      return { appeal_id: fundraiser.appeal_id, fundraiser_id: fundraiser.id };
    }
    if (input.appeal !== undefined) {
      const appeal = await findAppeal(input.appeal);
      if (!appeal || !appealOpen(appeal, now)) {
        throw localizedError(400, MESSAGES.appealClosed, 'appeal');
      }
      return { appeal_id: appeal.id, fundraiser_id: null };
    }
    return undefined;
  }

  async function tellOrganiser(row: DonationRow) {
    if (row.fundraiser_id === null) return;
    const fundraiser = await fundraisers.find(row.fundraiser_id);
    if (!fundraiser?.organiser_email || fundraiser.email_per_gift !== 1) return;
    const gift = {
      name: row.show_name === 1 ? row.donor_name : null,
      message: row.public_message,
      amountOre: row.show_amount === 1 ? row.amount_ore : null,
    };
    await mailer.send({
      ...giftEmail(fundraiser.organiser_email, fundraiser.locale, fundraiser.title, gift),
      dedupeKey: `fundraiser-gift:${row.subscription_id ?? row.provider_ref}`,
    });
  }

  return {
    async resolve(input: GiftTargetInput): Promise<GiftTarget> {
      const ids = await targetIds(input);
      if (!ids) {
        return NO_TARGET;
      }
      return {
        ...ids,
        show_name: input.showName ? 1 : 0,
        show_amount: input.showAmount ? 1 : 0,
        public_message: input.publicMessage ?? null,
      };
    },

    async onPaid(row: DonationRow, _log?: FastifyBaseLogger) {
      if (row.appeal_id === null && row.fundraiser_id === null) return;
      await tellOrganiser(row);
      if (row.appeal_id !== null) await deps.contentChanged?.('appeals');
      if (row.fundraiser_id !== null) await deps.contentChanged?.('fundraisers');
    },
  };
}
