import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { authenticateAgent, type SupportAgent } from '../../domain/support/chat/agents';

/** The realm browsers show in their sign-in prompt for the operator page. */
export const SUPPORT_REALM = 'support';

/**
 * A verified credential is trusted this long: the page polls every 5 s and each scrypt check
 * costs tens of ms. A deactivated agent or a changed password takes effect within it.
 */
const VERIFIED_FOR_MS = 60_000;

/** The name and password of an HTTP Basic `authorization` header, or null. */
export function basicCredentials(
  header: string | undefined,
): { name: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * HTTP Basic authentication against support_agents for everything under /ops/support
 * (docs/decisions.md#customer-service-chat): the browser keeps and sends the credentials itself,
 * EventSource included. Anything else answers 401 with the Basic challenge.
 */
export function operatorAuth(db: Queryable) {
  const verified = new Map<string, { agent: SupportAgent; until: number }>();
  return async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SupportAgent | null> {
    const header = request.headers.authorization;
    const credentials = basicCredentials(header);
    if (credentials) {
      const cacheKey = createHash('sha256').update(header!).digest('hex');
      const now = Date.now();
      const cached = verified.get(cacheKey);
      if (cached && cached.until > now) return cached.agent;
      const agent = await authenticateAgent(db, credentials.name, credentials.password);
      if (agent) {
        if (verified.size > 1000) verified.clear();
        verified.set(cacheKey, { agent, until: now + VERIFIED_FOR_MS });
        return agent;
      }
    }
    await reply
      .code(401)
      .header('www-authenticate', `Basic realm="${SUPPORT_REALM}", charset="UTF-8"`)
      .header('cache-control', 'no-store')
      .send({ code: 401, msg: 'support agent credentials required' });
    return null;
  };
}
