import type { Timestamp } from '../schema.ts';

/** Proof-of-work solutions already accepted, kept until their challenge expires (no replays). */
export interface UsedChallengesTable {
  /** The challenge's random nonce. */
  nonce: string;
  expires_at: Timestamp;
}

export interface ChallengeTables {
  used_challenges: UsedChallengesTable;
}
