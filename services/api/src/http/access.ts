import type { FastifyInstance } from 'fastify';
import { isRestricted } from '../core/access';
import { DomainError } from '../core/errors';
import type { Database } from '../db/database';
import { WEB_PREFIX } from './routes';

/** How long an address's answer is reused; an operator's change reaches every server within it. */
const ANSWER_TTL_MS = 5_000;
const MAX_REMEMBERED = 50_000;

/**
 * Whether an address is restricted, asked of the database at most once per address every few
 * seconds: the check runs before every call, and most calls come from addresses asked a moment ago.
 */
export class RestrictionGate {
  private readonly answers = new Map<string, { restricted: boolean; until: number }>();

  constructor(private readonly db: Database) {}

  async isRestricted(ip: string): Promise<boolean> {
    const now = Date.now();
    const known = this.answers.get(ip);
    if (known && known.until > now) return known.restricted;
    const restricted = await isRestricted(this.db, ip);
    if (this.answers.size >= MAX_REMEMBERED) this.answers.clear();
    this.answers.set(ip, { restricted, until: now + ANSWER_TTL_MS });
    return restricted;
  }

  /** A restriction added or lifted through this server applies at once. */
  forget(): void {
    this.answers.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    restrictions: RestrictionGate;
  }
}

/**
 * Every /web/ call from a restricted address answers code 403 with errorCode "403" and the address,
 * which sends the app to its access page. getRestrict is the call the app makes to ask; the others
 * are refused the same way so a restricted caller cannot use the API around the page.
 */
export function registerAccessCheck(app: FastifyInstance, db: Database): void {
  const gate = new RestrictionGate(db);
  app.decorate('restrictions', gate);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(WEB_PREFIX)) return;
    if (await gate.isRestricted(request.ip)) {
      throw new DomainError('restricted', 'restricted', {}, { errorCode: '403', ip: request.ip });
    }
  });
}
