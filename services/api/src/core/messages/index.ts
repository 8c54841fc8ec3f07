export { currentDevMailbox, deliver, DevMailbox, setDevMailbox } from './outbox';
export type { Channel, DeliveryLog, OutboxEntry } from './outbox';
export { amountParam, isMessageKey, postMessage, renderMessage, timeParam } from './postMessage';
export type { MessageParam } from './postMessage';
export { MESSAGE_GROUPS, MESSAGE_KINDS, messageClassOf, messageKindOf } from './messageKinds';
export type { MessageClass } from './messageKinds';
