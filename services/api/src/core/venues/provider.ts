/**
 * What we need from a game provider's wallet: move money in and out under our reference, read a
 * balance, and tell us whether a transfer we sent was applied. A real provider's client implements
 * this; the in-process simulator (simulator.ts) does in development and tests.
 *
 * A call either resolves with an outcome the provider vouches for (applied, or refused with a
 * reason), or throws `VenueNoAnswer` when the answer is unknown (time-out, connection lost): then
 * the transfer stays pending and repair sends the same reference again later, which the provider
 * applies at most once. Anything else thrown is a bug, not the provider's answer.
 */
export interface VenueTransferCall {
  platCode: string;
  /** Our stable name for the player at the provider. */
  playerRef: string;
  amount: number;
  /** Our order number: the provider applies a reference at most once. */
  transferRef: string;
}

/** The provider's answer is unknown: it may or may not have applied the transfer. */
export class VenueNoAnswer extends Error {
  override readonly name = 'VenueNoAnswer';
}

export type VenueOutcome = { applied: true } | { applied: false; reason: 'insufficientFunds' };

/** One settled bet as the provider's feed reports it (fen, the provider's names). */
/**
 * A bet's state in a provider's feed: `pending` when the stake is taken (lottery tickets, sports
 * slips), then `settled` or `cancelled` (stake refunded); an instant round is only `settled`.
 */
export type BetFeedStatus = 'pending' | 'settled' | 'cancelled';

export interface BetFeedRow {
  /** The feed's number: consecutive per venue, in the order the bets' states were reached. */
  feedId: number;
  roundRef: string;
  playerRef: string;
  gameCode: string;
  stake: number;
  validTurnover: number;
  winLose: number;
  status: BetFeedStatus;
  betTime: Date;
  /** Null while pending. */
  settledAt: Date | null;
}

export interface VenueProvider {
  deposit(call: VenueTransferCall): Promise<VenueOutcome>;
  withdraw(call: VenueTransferCall): Promise<VenueOutcome>;
  balance(platCode: string, playerRef: string): Promise<number>;
  /** Up to `limit` settled bets of the venue's feed after `afterFeedId`, in feed order. */
  betFeed(platCode: string, afterFeedId: number, limit: number): Promise<BetFeedRow[]>;
}

export function playerRefOf(userId: number): string {
  return `u${userId}`;
}

/** The player behind our name at a provider, or null when the name is not ours. */
export function userIdOfPlayerRef(playerRef: string): number | null {
  const match = /^u(\d{1,15})$/.exec(playerRef);
  return match ? Number(match[1]) : null;
}
