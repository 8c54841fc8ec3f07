import type { PayloadOf, RequestOf } from '@platform/api-client';

/** What a play call answers (playBaccarat, playRoulette): the round, the venue balance, the next seed. */
export type PlayAnswer = PayloadOf<'playBaccarat'>;
export type InhouseRound = PlayAnswer['round'];
export type BaccaratRound = Extract<InhouseRound, { gameCode: 'baccarat' }>;
export type RouletteRound = Extract<InhouseRound, { gameCode: 'roulette' }>;
export type BaccaratBet = keyof NonNullable<RequestOf<'playBaccarat'>['bets']>;
export type RouletteWireBet = RequestOf<'playRoulette'>['bets'][number];
export type RouletteBetType = RouletteWireBet['type'];
export type KenoRound = Extract<InhouseRound, { gameCode: 'keno' }>;
export type SlotRound = Extract<InhouseRound, { gameCode: 'slot' }>;
