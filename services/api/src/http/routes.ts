import {
  endpoints,
  TOKEN_HEADER,
  LANGUAGE_HEADER,
  type EndpointDef,
  type EndpointName,
} from '@platform/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import {
  memberForToken,
  sessionKey,
  type SessionCache,
  type SessionPolicy,
  findUserBySession,
} from '../core/auth';
import type { RateLimiter } from '../core/rateLimit';
import { DomainError } from '../core/errors';
import { memberRecordChanged, type EventPublisher } from '../core/events';
import type { Clock } from '../core/time';
import type { DeliveryLog } from '../core/messages';
import type { Database } from '../db/database';
import type { Handler, HandlerContext, HandlerMap, Member } from './context';
import { registerGameAssetRoutes } from './handlers/games';
import { registerUploadFileRoute } from './handlers/uploads';
import { successBody } from './envelope';
import { resolveLanguage } from './language';
import type { VenueProvider } from '../core/venues';
import { isMultipartRequest, MAX_MULTIPART_BYTES, requestInput, tooLarge } from './requestInput';
import { issueToError } from './validationMessage';
import { CACHED_SESSION_READS, readOnlyDatabase, sessionCheckedDatabase } from './memberDatabase';

export interface RouteDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  limiter: RateLimiter;
  venues: VenueProvider;
  handlers: HandlerMap;
  deliveryLog?: DeliveryLog;
  /** The member event stream's publisher (docs/product-rules.md#event-stream). */
  events: EventPublisher;
  /** Sessions for read-only member calls (docs/decisions.md#session-cache). */
  sessions: SessionCache;
}

export const WEB_PREFIX = '/web/';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The member behind the `token` header, if any and its session live (the call is use of it). */
export async function tokenMember(
  db: Database,
  request: FastifyRequest,
  now: Date,
  policy: SessionPolicy,
): Promise<Member | null> {
  const token = header(request, TOKEN_HEADER)?.trim();
  return token ? await memberForToken(db, token, now, policy) : null;
}

/**
 * The member behind the `token` header, or a 401 in the caller's language: an idle or expired
 * session answers as a logged-out one, and the app handles both alike.
 */
async function authenticate(deps: RouteDeps, request: FastifyRequest, now: Date): Promise<Member> {
  const member = await tokenMember(deps.db, request, now, deps.config.sessionPolicy);
  if (!member) throw new DomainError('unauthorized', 'notLoggedIn');
  return member;
}

/**
 * authenticate for a read-only call: from the session cache when it holds the token, else from
 * the database, remembered for the next reads (docs/decisions.md#session-cache).
 */
async function authenticateRead(
  deps: RouteDeps,
  request: FastifyRequest,
  now: Date,
): Promise<Member> {
  const hash = sessionKey(header(request, TOKEN_HEADER)?.trim());
  if (!hash) throw new DomainError('unauthorized', 'notLoggedIn');
  const cached = deps.sessions.get(hash, now.getTime());
  if (cached) return cached;
  const stamp = deps.sessions.stamp();
  const member = await findUserBySession(deps.db, hash, now, deps.config.sessionPolicy);
  if (!member) throw new DomainError('unauthorized', 'notLoggedIn');
  deps.sessions.remember(hash, member, now.getTime(), stamp);
  return member;
}

/**
 * One generic pipeline for every entry of the endpoint list: member token → availability →
 * language → request schema → handler → response schema. The handler only sees valid input; a
 * member call not built yet says so only to a member.
 */
function endpointHandler(name: EndpointName, def: EndpointDef, deps: RouteDeps) {
  const handler = deps.handlers[name] as Handler<EndpointName> | undefined;
  const strictResponses = deps.config.appEnv !== 'production';
  const cachedRead = def.access === 'member' && CACHED_SESSION_READS.has(name);
  const writes = def.kind === 'mutation';

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = deps.clock.now();
    // A guest call sent with a valid token also knows its member (getVipInfo adds their standing).
    const member = cachedRead
      ? await authenticateRead(deps, request, now)
      : def.access === 'member'
        ? await authenticate(deps, request, now)
        : await tokenMember(deps.db, request, now, deps.config.sessionPolicy);
    if (def.availability !== 'ready' || !handler)
      throw new DomainError('notYetAvailable', 'notYetAvailable');
    const lang = resolveLanguage({
      langHeader: request.headers[LANGUAGE_HEADER],
      memberLangType: member?.user.langType ?? null,
      acceptLanguage: header(request, 'accept-language'),
    });
    request.lang = lang;

    const parsed = def.request.safeParse(await requestInput(def.encoding, request), {
      reportInput: true,
    });
    if (!parsed.success) throw issueToError(parsed.error);

    const ctx: HandlerContext = {
      db: cachedRead
        ? readOnlyDatabase(deps.db)
        : member && writes
          ? sessionCheckedDatabase(deps.db, member.sessionId, now, deps.config.sessionPolicy)
          : deps.db,
      now,
      lang,
      ip: request.ip,
      limiter: deps.limiter,
      venues: deps.venues,
      events: deps.events,
      config: deps.config,
      member,
      log: request.log,
      ...(deps.deliveryLog ? { deliveryLog: deps.deliveryLog } : {}),
    };
    let payload: Awaited<ReturnType<typeof handler>>;
    try {
      payload = await handler(parsed.data as never, ctx);
    } finally {
      // What the call wrote may be the member's record: no cache answers with the old one.
      if (member && writes) deps.events.publish(memberRecordChanged(member.user.id));
    }

    // The contract is the promise to the app: outside production a drifting answer fails loudly.
    const checked = def.response.safeParse(payload);
    if (!checked.success) {
      request.log.error(
        { endpoint: name, issues: checked.error.issues },
        'response does not match the contract',
      );
      if (strictResponses) throw new Error(`response of ${name} does not match the contract`);
    }
    return reply
      .code(200)
      .send(successBody(lang, checked.success ? (checked.data as object) : payload));
  };
}

/**
 * Before any body is read (docs/decisions-api.md#request-size): a call that takes no files refuses
 * a multipart body with 413, unread; an upload call refuses one that does not say its length or
 * says more than MAX_MULTIPART_BYTES (Node then reads no more than the length said). The upload
 * call's body itself is parsed in its handler, after the caller is authenticated.
 */
function multipartGate(def: EndpointDef) {
  return async (request: FastifyRequest) => {
    if (!isMultipartRequest(request)) return;
    if (def.encoding !== 'multipart') throw tooLarge('noFiles');
    const length = Number(header(request, 'content-length'));
    if (!Number.isInteger(length) || length > MAX_MULTIPART_BYTES)
      throw tooLarge('upload', { mb: Math.floor(MAX_MULTIPART_BYTES / (1024 * 1024)) });
  };
}

/** Registers `/web/<path>` for every entry of the endpoint list, built or not. */
export function registerEndpointRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const seen = new Map<string, string>();
  for (const [name, def] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const url = `${WEB_PREFIX}${def.path}`;
    const key = `${def.method} ${url}`;
    const other = seen.get(key);
    if (other) throw new Error(`endpoints ${other} and ${name} share ${key}`);
    seen.set(key, name);
    app.route({
      method: def.method,
      url,
      onRequest: multipartGate(def),
      handler: endpointHandler(name, def, deps),
    });
  }
  // Uploaded images are bytes, not an envelope, so they are served outside the endpoint list.
  registerUploadFileRoute(app, deps.db);
  // Game covers and the simulated providers' launch page are not envelopes either.
  registerGameAssetRoutes(app, deps.db);
}

/** Entries marked ready that have no handler yet (they answer 501); logged at startup. */
export function readyWithoutHandler(handlers: HandlerMap): EndpointName[] {
  return (Object.entries(endpoints) as [EndpointName, EndpointDef][])
    .filter(([name, def]) => def.availability === 'ready' && !handlers[name])
    .map(([name]) => name);
}
