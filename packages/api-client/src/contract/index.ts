export * from './businessDate';
export * from './dateTimeStyle';
export * from './constants';
export * from './define';
export * from './endpoints';
export * from './entities';
export * from './envelope';
export * from './money';
export * from './rules';
export * from './wire';
export * from './paging';
export { SMS_TYPES, EMAIL_TYPES } from './endpoints/verification';
export * from './catalogue';
export * from './entities-domain';
export {
  DEPOSIT_CHANNEL_CODES,
  DEPOSIT_CHANNEL_TABLE,
  DEPOSIT_CHANNELS_BY_METHOD,
} from './endpoints/depositChannels';
export { withdrawalBlockerSchema } from './endpoints/withdraw';
export type { WithdrawalBlocker } from './endpoints/withdraw';
export type { DepositChannelCode, DepositChannelName } from './endpoints/depositChannels';
