import { TOKEN_HEADER } from '@platform/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { memberForToken } from '../domain/auth/sessions';
import { RESYNC, memberTopic, type EventBus, type PlatformEvent } from '../domain/events/eventBus';
import type { Clock } from '../domain/time/clock';
import { WEB_PREFIX, tokenMember } from './routes';

/**
 * Which topics a stream request may hear besides its member's: the chat adds a guest's
 * conversation from the `visitor` header. Each answers topics for a valid credential, else none.
 */
export type TopicResolver = (request: FastifyRequest, now: Date, db: Database) => Promise<string[]>;

export const EVENT_STREAM_PATH = `${WEB_PREFIX}events`;
/** How often an open stream re-checks its member's session (a logout elsewhere ends it). */
const SESSION_RECHECK_MS = 60_000;

/**
 * GET /web/events: the member event stream (docs/product-rules.md#event-stream), server-sent
 * events on the caller's `token` header (and a chat visitor's key). It opens with `ready`, then
 * sends `<type>` with `{ ref }` for each event of its topics and `resync` after the server missed
 * notifications; the app re-reads what an event names. Without any credential it answers 401.
 */
export function registerEventStream(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; bus: EventBus; resolvers: readonly TopicResolver[] },
): void {
  app.get(EVENT_STREAM_PATH, { sse: 'only' }, async (request, reply) => {
    const now = deps.clock.now();
    const member = await tokenMember(deps.db, request, now);
    const topics = member ? [memberTopic(member.user.id)] : [];
    for (const resolve of deps.resolvers) topics.push(...(await resolve(request, now, deps.db)));
    if (topics.length === 0) {
      return reply.code(401).header('cache-control', 'no-store').send({ code: 401, msg: '' });
    }

    reply.header('cache-control', 'no-store');
    // Proxies such as nginx buffer responses unless told not to.
    reply.header('x-accel-buffering', 'no');
    reply.sse.keepAlive();
    const send = (event: PlatformEvent): void => {
      if (!reply.sse.isConnected) return;
      void reply.sse
        .send({ event: event.type, data: event.ref === undefined ? {} : { ref: event.ref } })
        .catch(() => undefined);
    };
    const unsubscribe = [...new Set(topics)].map((topic) => deps.bus.subscribe(topic, send));
    unsubscribe.push(deps.bus.subscribe(RESYNC.topic, send));

    let recheck: NodeJS.Timeout | undefined;
    if (member) {
      const token = String(request.headers[TOKEN_HEADER] ?? '').trim();
      recheck = setInterval(() => {
        void memberForToken(deps.db, token, deps.clock.now()).then(
          (still) => {
            if (!still) reply.sse.close();
          },
          () => undefined,
        );
      }, SESSION_RECHECK_MS);
      recheck.unref();
    }
    reply.sse.onClose(() => {
      clearInterval(recheck);
      for (const stop of unsubscribe) stop();
    });
    await reply.sse.send({ event: 'ready', data: {} });
  });
}
