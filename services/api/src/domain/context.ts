import type { LanguageKey } from '@platform/i18n/languages';
import type { Database } from '../db/database';
import type { RateLimiter } from './rateLimit/rateLimiter';
import type { DeliveryLog } from './verification/outbox';

/** What a domain operation may use: the database, "now", and who is asking from where. */
export interface DomainContext {
  db: Database;
  now: Date;
  /** Language of the request: messages the operation writes (SMS bodies) use it. */
  lang: LanguageKey;
  ip: string;
  limiter: RateLimiter;
  deliveryLog?: DeliveryLog;
}
