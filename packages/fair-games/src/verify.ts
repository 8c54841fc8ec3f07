/**
 * Recomputes a round from its revealed seeds: what the verify page runs in the browser, and what
 * the server runs to play a round, so playing and verifying are one function.
 */
import {
  playBaccarat,
  settleBaccarat,
  type BaccaratBets,
  type BaccaratOutcome,
  type BaccaratSettlement,
} from './baccarat';
import {
  settleRoulette,
  spinRoulette,
  type RouletteBet,
  type RouletteSettlement,
  type RouletteSpin,
} from './roulette';
import {
  playDragonTiger,
  settleDragonTiger,
  type DragonTigerBets,
  type DragonTigerOutcome,
  type DragonTigerSettlement,
} from './dragonTiger';
import {
  rollSicbo,
  settleSicbo,
  type SicboBet,
  type SicboOutcome,
  type SicboSettlement,
} from './sicbo';
import { drawKeno, settleKeno, type KenoBet, type KenoOutcome, type KenoSettlement } from './keno';
import { settleSlot, spinSlot, type SlotBet, type SlotOutcome, type SlotSettlement } from './slot';
import { hashServerSeed, outcomeStream } from './stream';

export const FAIR_GAMES = ['baccarat', 'roulette', 'sicbo', 'dragonTiger', 'keno', 'slot'] as const;
export type FairGame = (typeof FAIR_GAMES)[number];

export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface BaccaratRoundInput extends RoundSeeds {
  readonly bets: BaccaratBets;
}
export interface RouletteRoundInput extends RoundSeeds {
  readonly bets: readonly RouletteBet[];
}
export interface SicboRoundInput extends RoundSeeds {
  readonly bets: readonly SicboBet[];
}
export interface DragonTigerRoundInput extends RoundSeeds {
  readonly bets: DragonTigerBets;
}
export interface KenoRoundInput extends RoundSeeds {
  readonly bets: readonly KenoBet[];
}
export interface SlotRoundInput extends RoundSeeds {
  readonly bets: SlotBet;
}

interface Replayed {
  /** SHA-256 of the revealed seed: must equal the hash shown before the round. */
  readonly serverSeedHash: string;
}
export interface BaccaratReplay extends Replayed {
  readonly game: 'baccarat';
  readonly outcome: BaccaratOutcome;
  readonly settlement: BaccaratSettlement;
}
export interface RouletteReplay extends Replayed {
  readonly game: 'roulette';
  readonly outcome: RouletteSpin;
  readonly settlement: RouletteSettlement;
}
export interface SicboReplay extends Replayed {
  readonly game: 'sicbo';
  readonly outcome: SicboOutcome;
  readonly settlement: SicboSettlement;
}
export interface DragonTigerReplay extends Replayed {
  readonly game: 'dragonTiger';
  readonly outcome: DragonTigerOutcome;
  readonly settlement: DragonTigerSettlement;
}
export interface KenoReplay extends Replayed {
  readonly game: 'keno';
  readonly outcome: KenoOutcome;
  readonly settlement: KenoSettlement;
}
export interface SlotReplay extends Replayed {
  readonly game: 'slot';
  readonly outcome: SlotOutcome;
  readonly settlement: SlotSettlement;
}
export type RoundReplay =
  BaccaratReplay | RouletteReplay | SicboReplay | DragonTigerReplay | KenoReplay | SlotReplay;

export function replayRound(game: 'baccarat', input: BaccaratRoundInput): BaccaratReplay;
export function replayRound(game: 'roulette', input: RouletteRoundInput): RouletteReplay;
/** Sic bo settles with the default paytable, SICBO_PAYTABLE. */
export function replayRound(game: 'sicbo', input: SicboRoundInput): SicboReplay;
export function replayRound(game: 'dragonTiger', input: DragonTigerRoundInput): DragonTigerReplay;
/** Keno settles with the default paytables, KENO_PAYTABLES. */
export function replayRound(game: 'keno', input: KenoRoundInput): KenoReplay;
export function replayRound(game: 'slot', input: SlotRoundInput): SlotReplay;
export function replayRound(
  game: FairGame,
  input: RoundSeeds & { readonly bets: unknown },
): RoundReplay {
  const stream = outcomeStream(input.serverSeed, input.clientSeed, input.nonce);
  const serverSeedHash = hashServerSeed(input.serverSeed);
  if (game === 'keno') {
    const outcome = drawKeno(stream);
    const bets = input.bets as readonly KenoBet[];
    return { game, serverSeedHash, outcome, settlement: settleKeno(outcome, bets) };
  }
  if (game === 'slot') {
    const outcome = spinSlot(stream);
    const bets = input.bets as SlotBet;
    return { game, serverSeedHash, outcome, settlement: settleSlot(outcome, bets) };
  }
  if (game === 'sicbo') {
    const outcome = rollSicbo(stream);
    const bets = input.bets as readonly SicboBet[];
    return { game, serverSeedHash, outcome, settlement: settleSicbo(outcome, bets) };
  }
  if (game === 'dragonTiger') {
    const outcome = playDragonTiger(stream);
    const bets = input.bets as DragonTigerBets;
    return { game, serverSeedHash, outcome, settlement: settleDragonTiger(outcome, bets) };
  }
  if (game === 'baccarat') {
    const outcome = playBaccarat(stream);
    const bets = input.bets as BaccaratBets;
    return { game, serverSeedHash, outcome, settlement: settleBaccarat(outcome, bets) };
  }
  const outcome = spinRoulette(stream);
  const bets = input.bets as readonly RouletteBet[];
  return { game, serverSeedHash, outcome, settlement: settleRoulette(outcome.pocket, bets) };
}
