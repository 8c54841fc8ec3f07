import { replayRound, type BaccaratOutcome, type RouletteSpin } from '@platform/fair-games';
import type { InhouseRound } from '../table/types';

export type VerifyGame = 'baccarat' | 'roulette';

/** What the verify page checks: the revealed seeds, the nonce and the commitment shown before. */
export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export type Replayed =
  { game: 'baccarat'; outcome: BaccaratOutcome } | { game: 'roulette'; outcome: RouletteSpin };

export interface Verdict {
  /** SHA-256 of the revealed server seed, as computed here. */
  hash: string;
  hashMatches: boolean;
  replayed: Replayed;
  /** Whether the recomputed outcome is the round's (null when no round is known, seeds typed by hand). */
  outcomeMatches: boolean | null;
}

/**
 * The round again, in the browser, from its seeds (docs/product-rules.md#games): the engine's own
 * replayRound, the function the server plays rounds with. Only the outcome is compared here, so
 * no bets are replayed.
 */
export function replay(input: VerifyInput): Replayed & { serverSeedHash: string } {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  return input.game === 'baccarat'
    ? replayRound('baccarat', { ...seeds, bets: {} })
    : replayRound('roulette', { ...seeds, bets: [] });
}

const sameCards = (
  a: readonly { rank: number; suit: string }[],
  b: readonly { rank: number; suit: string }[],
) =>
  a.length === b.length &&
  a.every((card, i) => card.rank === b[i]!.rank && card.suit === b[i]!.suit);

/** Whether a replay gives exactly the outcome the server settled. */
export function sameOutcome(replayed: Replayed, round: InhouseRound): boolean {
  if (replayed.game === 'roulette') {
    return round.gameCode === 'roulette' && round.outcome.pocket === replayed.outcome.pocket;
  }
  return (
    round.gameCode === 'baccarat' &&
    sameCards(replayed.outcome.player, round.outcome.playerCards) &&
    sameCards(replayed.outcome.banker, round.outcome.bankerCards) &&
    replayed.outcome.winner === round.outcome.winner
  );
}

/**
 * The check: the revealed seed hashes to the commitment the player saw before the round, and the
 * seeds give the round's outcome.
 */
export function verify(input: VerifyInput, round: InhouseRound | null): Verdict {
  const replayed = replay(input);
  const hash = replayed.serverSeedHash;
  return {
    hash,
    hashMatches: hash === input.serverSeedHash.trim().toLowerCase(),
    replayed,
    outcomeMatches: round ? sameOutcome(replayed, round) : null,
  };
}
