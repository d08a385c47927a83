import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FundraiserStatus, OwnFundraiser } from '#shared/schemas/appeals.ts';

export type OwnStatus = 'waiting' | 'public' | 'declined' | 'closed';

/** Where an organiser's fundraiser stands, in their words. */
export function ownStatusOf(fundraiser: OwnFundraiser): OwnStatus {
  if (fundraiser.status === 'declined') return 'declined';
  if (fundraiser.status !== 'approved') return 'waiting';
  return fundraiser.closedAt !== null || fundraiser.progress.ended ? 'closed' : 'public';
}

export const ownStatusNames: Record<OwnStatus, MessageDescriptor> = {
  waiting: msg`Waiting for approval`,
  public: msg`Public: taking gifts`,
  declined: msg`Declined`,
  closed: msg`Closed`,
};

/**
 * The admin's words, for the status as stored: the admin tells a fundraiser still unconfirmed by
 * its organiser from one waiting for them, and an approved one keeps its public page once closed.
 */
export const adminStatusNames: Record<FundraiserStatus, MessageDescriptor> = {
  unconfirmed: msg`Waiting for the organiser to confirm the e-mail address`,
  pending: ownStatusNames.waiting,
  approved: msg`Public`,
  declined: ownStatusNames.declined,
};
