import type { TableColumnNames, Timestamp } from './columns.ts';

/** Proof-of-work solutions already accepted, kept until their challenge expires (no replays). */
export interface UsedChallengesTable {
  /** The challenge's random nonce. */
  nonce: string;
  expires_at: Timestamp;
}

export interface ChallengeTables {
  used_challenges: UsedChallengesTable;
}

export const challengeColumns = {
  used_challenges: { nonce: true, expires_at: true },
} satisfies TableColumnNames<ChallengeTables>;
