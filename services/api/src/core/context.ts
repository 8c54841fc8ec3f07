import type { LanguageKey } from '@platform/i18n/languages';
import type { Database } from '../db/database';
import type { RateLimiter } from './rateLimit';
import type { EventPublisher } from './events';
import type { DeliveryLog } from './messages';
import type { VenueProvider } from './venues';
import type { DomainLogger } from './logger';

export type { DomainLogger };

/** What a domain operation may use: the database, "now", and who is asking from where. */
export interface DomainContext {
  db: Database;
  now: Date;
  /** Language of the request: messages the operation writes (SMS bodies) use it. */
  lang: LanguageKey;
  ip: string;
  limiter: RateLimiter;
  /** The game providers' wallets (the in-process simulators outside production integrations). */
  venues: VenueProvider;
  deliveryLog?: DeliveryLog;
  log: DomainLogger;
  /**
   * Tells the member event stream what changed, after the change committed (never inside a money
   * transaction: docs/product-rules.md#event-stream). Absent in tests that do not listen.
   */
  events?: EventPublisher;
}
