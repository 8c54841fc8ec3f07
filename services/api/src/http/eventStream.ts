import { BALANCE_STREAM_EVENT, TOKEN_HEADER } from '@platform/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { memberForToken, type SessionPolicy } from '../core/auth';
import {
  RESYNC,
  SESSION_EVENT,
  memberTopic,
  type EventBus,
  type PlatformEvent,
} from '../core/events';
import type { Clock } from '../core/time';
import { userBalanceMap } from './handlers/balances';
import { WEB_PREFIX, tokenMember } from './routes';

/**
 * Which topics a stream request may hear besides its member's: the chat adds a guest's
 * conversation from the `visitor` header. Each answers topics for a valid credential, else none.
 */
export type TopicResolver = (request: FastifyRequest, now: Date, db: Database) => Promise<string[]>;

export const EVENT_STREAM_PATH = `${WEB_PREFIX}events`;
/**
 * How often an open stream re-checks its member's session besides when told their sessions
 * changed (a logout elsewhere ends it at once): this catches the expiry (idle time included), and
 * a notification lost.
 */
const SESSION_RECHECK_MS = 5 * 60_000;

/**
 * GET /web/events: the member event stream (docs/product-rules.md#event-stream), server-sent
 * events on the caller's `token` header (and a chat visitor's key). It opens with `ready`, then
 * sends `<type>` with `{ ref }` for each event of its topics and `resync` after the server missed
 * notifications; the app re-reads what an event names. Without any credential it answers 401.
 *
 * Balances are the exception: a member's stream carries them, `balance` with `{ userBalanceMap }`
 * as getUserBalance answers it, right after `ready`, after every committed change of that member's
 * balances and after a resync. The notification only names the member; the balance is re-read here.
 */
export function registerEventStream(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    bus: EventBus;
    resolvers: readonly TopicResolver[];
    sessionPolicy: SessionPolicy;
  },
): void {
  app.get(EVENT_STREAM_PATH, { sse: 'only' }, async (request, reply) => {
    const now = deps.clock.now();
    const member = await tokenMember(deps.db, request, now, deps.sessionPolicy);
    const topics = member ? [memberTopic(member.user.id)] : [];
    for (const resolve of deps.resolvers) topics.push(...(await resolve(request, now, deps.db)));
    if (topics.length === 0) {
      return reply.code(401).header('cache-control', 'no-store').send({ code: 401, msg: '' });
    }

    reply.header('cache-control', 'no-store');
    // Proxies such as nginx buffer responses unless told not to.
    reply.header('x-accel-buffering', 'no');
    reply.sse.keepAlive();
    const write = (event: string, data: object): void => {
      if (!reply.sse.isConnected) return;
      void reply.sse.send({ event, data }).catch(() => undefined);
    };
    const balance = member
      ? coalescedReads(
          () => userBalanceMap(deps.db, member.user.id),
          (map) => write(BALANCE_STREAM_EVENT, { userBalanceMap: map }),
          (error) => request.log.warn({ err: error }, 'balance push failed'),
        )
      : () => undefined;
    const token = String(request.headers[TOKEN_HEADER] ?? '').trim();
    const recheckSession = (): void => {
      if (!member) return;
      // Not use: an open page keeps its stream, but the session still ends when left idle.
      void memberForToken(deps.db, token, deps.clock.now(), deps.sessionPolicy, {
        touch: false,
      }).then(
        (still) => {
          if (!still) reply.sse.close();
        },
        () => undefined,
      );
    };
    const send = (event: PlatformEvent): void => {
      if (event.type === SESSION_EVENT) return recheckSession();
      if (event.type === BALANCE_STREAM_EVENT) return balance();
      if (event === RESYNC) {
        balance();
        recheckSession();
      }
      write(event.type, event.ref === undefined ? {} : { ref: event.ref });
    };
    const unsubscribe = [...new Set(topics)].map((topic) => deps.bus.subscribe(topic, send));
    unsubscribe.push(deps.bus.subscribe(RESYNC.topic, send));

    let recheck: NodeJS.Timeout | undefined;
    if (member) {
      recheck = setInterval(recheckSession, SESSION_RECHECK_MS);
      recheck.unref();
    }
    reply.sse.onClose(() => {
      clearInterval(recheck);
      for (const stop of unsubscribe) stop();
    });
    await reply.sse.send({ event: 'ready', data: {} });
    balance();
  });
}

/**
 * Runs `read` and hands its answer to `deliver`, one read at a time: a call while a read runs asks
 * for one more read after it (the change may have committed after the running read began), and
 * calls meanwhile add nothing more. A failed read is reported and waits for the next change.
 */
export function coalescedReads<T>(
  read: () => Promise<T>,
  deliver: (value: T) => void,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      do {
        again = false;
        try {
          deliver(await read());
        } catch (error) {
          onError(error);
        }
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
