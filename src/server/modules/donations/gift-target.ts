import type { FastifyBaseLogger } from 'fastify';
import type { GiftTargetInput } from '#shared/schemas/appeals.ts';
import type { DonationRow } from '../../db/tables/donations.ts';

/**
 * What a gift says of the appeal or supporter's fundraiser it is given to (issue 31, decision
 * 024): the columns of its row. A payment carries them in its metadata (a monthly gift's
 * subscription too), so a gift first heard of from the provider, and each month of a monthly
 * gift, is counted where the giver chose.
 */
export interface GiftTarget {
  appeal_id: number | null;
  fundraiser_id: number | null;
  show_name: number;
  show_amount: number;
  public_message: string | null;
}

export const NO_TARGET: GiftTarget = {
  appeal_id: null,
  fundraiser_id: null,
  show_name: 0,
  show_amount: 0,
  public_message: null,
};

/** Where gifts may go, and what follows a paid one; the appeals module implements it. */
export interface GiftTargets {
  /** The target's columns, or a 400 when the appeal or fundraiser takes no gifts. */
  resolve(input: GiftTargetInput): Promise<GiftTarget>;
  /** After a gift is recorded as paid (at least once per payment; must be idempotent). */
  onPaid(row: DonationRow, log?: FastifyBaseLogger): Promise<void>;
}

export const noGiftTargets: GiftTargets = {
  resolve: async () => NO_TARGET,
  onPaid: async () => {},
};

/** The target in a payment's metadata (strings only; absent keys for nothing). */
export function targetMetadata(target: GiftTarget): Record<string, string> {
  return {
    ...(target.appeal_id !== null && { appeal_id: String(target.appeal_id) }),
    ...(target.fundraiser_id !== null && { fundraiser_id: String(target.fundraiser_id) }),
    ...(target.show_name === 1 && { show_name: '1' }),
    ...(target.show_amount === 1 && { show_amount: '1' }),
    ...(target.public_message !== null && { public_message: target.public_message }),
  };
}

const idIn = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The target a payment's (or subscription's) metadata carries. */
export function targetOf(metadata: Record<string, string>): GiftTarget {
  return {
    appeal_id: idIn(metadata.appeal_id),
    fundraiser_id: idIn(metadata.fundraiser_id),
    show_name: metadata.show_name === '1' ? 1 : 0,
    show_amount: metadata.show_amount === '1' ? 1 : 0,
    public_message: metadata.public_message || null,
  };
}
