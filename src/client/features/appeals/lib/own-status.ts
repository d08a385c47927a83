import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OwnFundraiser } from '#shared/schemas/appeals.ts';

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
