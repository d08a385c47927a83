import type { GiftTargetInput } from '#shared/schemas/gift-target.ts';

/** What a gift is given to: an appeal or a supporter's fundraiser, by its slug. */
export type GiftTarget = { appeal: string } | { fundraiser: string };

/** What the page's list of gifts may show of the giver: nothing unless they choose. */
export interface PublicChoices {
  showName: boolean;
  showAmount: boolean;
  publicMessage: string;
}

export const noPublicChoices: PublicChoices = {
  showName: false,
  showAmount: false,
  publicMessage: '',
};

/** The gift calls' fields for `target` with the giver's choices. */
export function giftTargetInput(target: GiftTarget, choices: PublicChoices): GiftTargetInput {
  const publicMessage = choices.publicMessage.trim();
  return {
    ...target,
    showName: choices.showName,
    showAmount: choices.showAmount,
    ...(publicMessage ? { publicMessage } : {}),
  };
}
