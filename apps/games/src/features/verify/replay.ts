import {
  replayRound,
  type BaccaratOutcome,
  type DragonTigerOutcome,
  type KenoOutcome,
  type RouletteSpin,
  type SicboOutcome,
  type SlotOutcome,
} from '@platform/fair-games';
import type { InhouseRound } from '../table';

export type VerifyGame = 'baccarat' | 'roulette' | 'sicbo' | 'dragonTiger' | 'keno' | 'slot';

/** The games the verify page replays, in the order offered, with the key of each one's name. */
export const VERIFY_GAMES: Readonly<Record<VerifyGame, string>> = {
  baccarat: 'verify.game.baccarat',
  roulette: 'verify.game.roulette',
  sicbo: 'sicbo.title',
  dragonTiger: 'dragonTiger.title',
  keno: 'keno.title',
  slot: 'slot.title',
};

/** What the verify page checks: the revealed seeds, the nonce and the commitment shown before. */
export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export type Replayed =
  | { game: 'baccarat'; outcome: BaccaratOutcome }
  | { game: 'roulette'; outcome: RouletteSpin }
  | { game: 'sicbo'; outcome: SicboOutcome }
  | { game: 'dragonTiger'; outcome: DragonTigerOutcome }
  | { game: 'keno'; outcome: KenoOutcome }
  | { game: 'slot'; outcome: SlotOutcome };

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
  if (input.game === 'sicbo') return replayRound('sicbo', { ...seeds, bets: [] });
  if (input.game === 'dragonTiger') return replayRound('dragonTiger', { ...seeds, bets: {} });
  if (input.game === 'keno') return replayRound('keno', { ...seeds, bets: [] });
  if (input.game === 'slot') return replayRound('slot', { ...seeds, bets: { lineStake: 1 } });
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
  if (replayed.game === 'keno') {
    const drawn = replayed.outcome.drawn;
    return (
      round.gameCode === 'keno' &&
      round.outcome.drawn.length === drawn.length &&
      round.outcome.drawn.every((n, i) => n === drawn[i])
    );
  }
  if (replayed.game === 'slot') {
    const stops = replayed.outcome.stops;
    return (
      round.gameCode === 'slot' &&
      round.outcome.stops.length === stops.length &&
      round.outcome.stops.every((stop, i) => stop === stops[i])
    );
  }
  if (replayed.game === 'sicbo') {
    return (
      round.gameCode === 'sicbo' &&
      round.outcome.dice.length === 3 &&
      round.outcome.dice.every((face, i) => face === replayed.outcome.dice[i])
    );
  }
  if (replayed.game === 'dragonTiger') {
    return (
      round.gameCode === 'dragonTiger' &&
      sameCards(
        [replayed.outcome.dragon, replayed.outcome.tiger],
        [round.outcome.dragon, round.outcome.tiger],
      )
    );
  }
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
