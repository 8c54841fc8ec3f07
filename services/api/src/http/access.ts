import type { FastifyInstance } from 'fastify';
import { isRestricted } from '../domain/access/restrictions';
import { DomainError } from '../domain/errors';
import type { Database } from '../db/database';
import { WEB_PREFIX } from './routes';

/**
 * Every /web/ call from a restricted address answers code 403 with errorCode "403" and the address,
 * which sends the app to its access page. getRestrict is the call the app makes to ask; the others
 * are refused the same way so a restricted caller cannot use the API around the page.
 */
export function registerAccessCheck(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(WEB_PREFIX)) return;
    if (await isRestricted(db, request.ip)) {
      throw new DomainError('restricted', 'restricted', {}, { errorCode: '403', ip: request.ip });
    }
  });
}
