import { visitorTopics } from '../modules/support';
import type { TopicResolver } from './eventStream';

/**
 * The credentials besides the member token that open the event stream, each to its own topics
 * (docs/product-rules.md#event-stream). A feature that streams to guests adds its resolver here.
 */
export const EVENT_TOPIC_RESOLVERS: readonly TopicResolver[] = [
  // A chat guest's conversation, by the key in the `visitor` header (docs/product-rules.md#customer-service).
  (request, _now, db) => visitorTopics(db, request.headers.visitor),
];
