// The browser entry, shared as a singleton: the slice, the session and light helpers. Zod schemas
// (endpoint list, section 5 rules) live behind `@platform/api-client/contract`, imported by the
// pages that use them, so the shared chunk stays small.
export type * from './contract';
export * from './contract/constants';
export * from './contract/dateTimeStyle';
export { TAGS } from './contract/define';
export * from './contract/envelope';
export * from './contract/currency';
export * from './contract/money';
export * from './contract/paging';
export { newIdempotencyKey } from './contract/idempotencyKey';
export * from './generated/api';
export * from './rtk/answerRules';
export * from './rtk/baseApi';
export * from './rtk/baseQuery';
export { watchUploadProgress } from './rtk/uploadProgress';
export * from './rtk/events';
export * from './rtk/eventStream';
export * from './rtk/hooks';
export * from './rtk/session';
export * from './rtk/store';
