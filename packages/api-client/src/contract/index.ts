export * from './constants';
export * from './define';
export * from './endpoints';
export * from './entities';
export * from './envelope';
export * from './money';
export * from './rules';
export * from './wire';
export { SMS_TYPES, EMAIL_TYPES } from './endpoints/verification';
