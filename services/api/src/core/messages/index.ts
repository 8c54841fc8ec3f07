export { deliver, outboxFor } from './outbox';
export type { Channel, DeliveryLog } from './outbox';
export { amountParam, isMessageKey, postMessage, renderMessage, timeParam } from './postMessage';
export type { MessageParam } from './postMessage';
