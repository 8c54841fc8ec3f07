export * from './businessDate';
export * from './dateTimeStyle';
export * from './constants';
export * from './define';
export * from './endpoints';
export * from './entities';
export * from './envelope';
export * from './money';
export * from './currency';
export * from './currencySchema';
export * from './rules';
export * from './wire';
export * from './paging';
export { SMS_TYPES, EMAIL_TYPES } from './endpoints/verification';
export * from './catalogue';
export * from './entities-domain';
export * from './entities-support';
export * from './depositTables';
export { withdrawalBlockerSchema } from './endpoints/withdraw';
export type { WithdrawalBlocker } from './endpoints/withdraw';
export {
  BACCARAT_BETS,
  DRAGON_TIGER_BETS,
  ROULETTE_BET_TYPES,
  baccaratBetsSchema,
  clientSeedSchema,
  inhouseRoundSchema,
  rouletteBetSchema,
  rouletteBetsSchema,
  seedStateSchema,
  sicboBetSchema,
  sicboBetsSchema,
} from './endpoints/inhouse';
export type { BaccaratBet, InhouseRound, RouletteBet, RouletteBetType } from './endpoints/inhouse';
export type { DragonTigerBet, SicboBet } from './endpoints/inhouse';
export type { KenoWireBet } from './endpoints/inhouse';
export * from './inhouseRounds';
export * from './endpoints/lottery6';
export * from './endpoints/sportsbook';
export * from './sliderCaptcha';
