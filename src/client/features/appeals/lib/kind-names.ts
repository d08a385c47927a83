import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FundraiserKind } from '#shared/schemas/appeals.ts';

/** A fundraiser's kind, as the form offers it. */
export const kindNames: Record<FundraiserKind, MessageDescriptor> = {
  birthday: msg`Birthday`,
  wedding: msg`Wedding`,
  memorial: msg`In memory of someone`,
  challenge: msg`A challenge (a run, a swim…)`,
  other: msg`Something else`,
};

/** Above a fundraiser's title. */
export const kindEyebrows: Record<FundraiserKind, MessageDescriptor> = {
  birthday: msg`Birthday fundraiser`,
  wedding: msg`Wedding fundraiser`,
  memorial: msg`Memorial fundraiser`,
  challenge: msg`Challenge fundraiser`,
  other: msg`Fundraiser`,
};

/** In a word, among the facts the admin reads about a fundraiser. */
export const kindShortNames: Record<FundraiserKind, MessageDescriptor> = {
  birthday: kindNames.birthday,
  wedding: kindNames.wedding,
  memorial: msg`Memorial`,
  challenge: msg`Challenge`,
  other: msg`Other`,
};
