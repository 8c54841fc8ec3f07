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

export interface VenueProvider {
  deposit(call: VenueTransferCall): Promise<VenueOutcome>;
  withdraw(call: VenueTransferCall): Promise<VenueOutcome>;
  balance(platCode: string, playerRef: string): Promise<number>;
}

export function playerRefOf(userId: number): string {
  return `u${userId}`;
}
