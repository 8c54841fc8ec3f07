import { createHash } from 'node:crypto';
import { chatTextSchema } from '@platform/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { DomainError, invalidInput } from '../../core/errors';
import { RESYNC, deskTopic, type EventBus, type PlatformEvent } from '../../core/events';
import { KeyedWindowLimit, lockMinutesLeft } from '../../core/rateLimit';
import {
  conversationTarget,
  feedbackTarget,
  recordAgentAction,
  type AgentAction,
  type SupportAgent,
  AGENT_SESSION_MS,
  agentSession,
  csrfMatches,
  signInAgent,
  signOutAgent,
  type AgentSession,
  agentConversation,
  closeConversation,
  listDeskConversations,
  readAsAgent,
  sendAgentLine,
  listFeedbackForDesk,
  replyToFeedback,
} from '../../modules/support';
import type { Clock } from '../../core/time';
import { requestInput, UploadedFile } from '../requestInput';
import {
  DESK_CSRF_HEADER,
  DESK_SESSION_COOKIE,
  crossSiteRefusal,
  mediaType,
  refuse,
  requestCookie,
  sessionCookie,
} from './operatorAuth';
import { DESK_PAGE_SCRIPTS, signInPage, supportPage } from './supportPage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A desk route's body: JSON (every POST by default), or multipart for the image upload. The
     * page itself and the sign-in are open without a session (`open`).
     */
    deskBody?: 'json' | 'multipart';
    deskOpen?: boolean;
  }
}

export const SUPPORT_DESK_PREFIX = '/ops/support';
const FEEDBACK_LIST_LIMIT = 100;

/**
 * Sign-in attempts per client address and minute: each costs an scrypt run, and the lock per agent
 * does not stop guesses spread over names that do not exist.
 */
export const DESK_SIGN_IN_PER_MINUTE = 20;

export interface SupportDeskDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
}

const idParam = z.object({ id: z.coerce.number().int().positive() });
const replyBody = z.object({ text: chatTextSchema });
const feedbackReplyBody = z.object({ reply: z.string() });
const feedbackQuery = z.object({ status: z.enum(['pending', 'replied']).optional() });
const signInBody = z.object({
  name: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
});

function conversationId(request: FastifyRequest): number {
  const parsed = idParam.safeParse(request.params);
  if (!parsed.success) throw new DomainError('notFound', 'notFound');
  return parsed.data.id;
}

/** A script's CSP source: the sha256 of its exact text, so no other inline script can run. */
const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The desk's pages run only their own two scripts (docs/decisions-api.md#security-headers). */
const PAGE_CSP = [
  "default-src 'none'",
  `script-src ${DESK_PAGE_SCRIPTS.map(scriptHash).join(' ')}`,
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/**
 * The support desk's operator page and its JSON and event routes under /ops/support
 * (docs/product-rules.md#customer-service), for agents signed in with their name and password
 * (docs/decisions-api.md#support-desk-sign-in). An agent sees and answers only their group's
 * conversations; the feedback queue is the online agents'. Every request another site could make
 * is refused before it is read, and every action lands in the agent's audit trail.
 */
export async function supportDeskRoutes(
  app: FastifyInstance,
  deps: SupportDeskDeps,
): Promise<void> {
  await app.register(
    async (scope) => {
      const sessions = new WeakMap<FastifyRequest, AgentSession>();
      const signInLimit = new KeyedWindowLimit(DESK_SIGN_IN_PER_MINUTE, 60_000, deps.clock);

      scope.addHook('onRequest', async (request, reply) => {
        const config = request.routeOptions.config;
        const method = request.method;
        const changes = method !== 'GET' && method !== 'HEAD';
        const page = !changes && config.deskOpen === true;
        const crossSite = crossSiteRefusal(
          request,
          page ? 'navigation' : changes ? 'change' : 'read',
        );
        if (crossSite) {
          request.log.warn({ url: request.url }, `support desk refused ${crossSite}`);
          return refuse(reply, 403, `the support desk refuses ${crossSite}`);
        }
        // Refused before the body is parsed: a form, text or anything but the route's own type.
        if (changes) {
          const expected =
            config.deskBody === 'multipart' ? 'multipart/form-data' : 'application/json';
          if (mediaType(request) !== expected)
            return refuse(reply, 415, `the support desk takes ${expected} bodies only`);
        }
        const token = requestCookie(request, DESK_SESSION_COOKIE);
        const session = token ? await agentSession(deps.db, token, deps.clock.now()) : null;
        if (session) sessions.set(request, session);
        if (config.deskOpen) return;
        if (!session)
          return refuse(reply, 401, `sign in at ${SUPPORT_DESK_PREFIX} to use the support desk`);
        if (changes && !csrfMatches(session, headerValue(request, DESK_CSRF_HEADER)))
          return refuse(reply, 403, 'the support desk needs its page token on every change');
      });

      const agentOf = (request: FastifyRequest): SupportAgent => sessions.get(request)!.agent;
      const chatDeps = () => ({ db: deps.db, now: deps.clock.now(), events: deps.events });
      const onlineAgent = (request: FastifyRequest): SupportAgent => {
        const agent = agentOf(request);
        if (agent.group !== 'online') throw new DomainError('notFound', 'notFound');
        return agent;
      };
      const audit = (request: FastifyRequest, action: AgentAction, target?: string) =>
        recordAgentAction(deps.db, {
          agent: agentOf(request),
          action,
          ...(target ? { target } : {}),
          address: request.ip,
          at: deps.clock.now(),
        });

      scope.get('/', { config: { deskOpen: true } }, async (request, reply) => {
        const session = sessions.get(request);
        return sendPage(reply, session ? supportPage(session) : signInPage());
      });

      scope.post('/sign-in', { config: { deskOpen: true } }, async (request, reply) => {
        if (!signInLimit.hit(request.ip))
          return refuse(reply, 429, 'too many sign-in attempts from this address: wait a minute');
        const body = signInBody.safeParse(request.body);
        if (!body.success) return refuse(reply, 400, 'a name and a password are needed');
        const now = deps.clock.now();
        const outcome = await signInAgent(
          { db: deps.db, now },
          { ...body.data, address: request.ip },
        );
        if (outcome.kind === 'wrong') return refuse(reply, 401, 'wrong name or password');
        if (outcome.kind === 'locked')
          return refuse(
            reply,
            429,
            `too many wrong passwords: this agent can sign in again in ${lockMinutesLeft(outcome.lockedUntil, now)} minutes`,
          );
        return reply
          .header(
            'set-cookie',
            sessionCookie(
              request,
              SUPPORT_DESK_PREFIX,
              outcome.token,
              Math.floor(AGENT_SESSION_MS / 1000),
            ),
          )
          .header('cache-control', 'no-store')
          .send({ code: 0 });
      });

      scope.post('/sign-out', async (request, reply) => {
        await signOutAgent(deps.db, requestCookie(request, DESK_SESSION_COOKIE)!);
        await audit(request, 'sign-out');
        return reply
          .header('set-cookie', sessionCookie(request, SUPPORT_DESK_PREFIX, '', 0))
          .send({ code: 0 });
      });

      scope.get('/events', { sse: 'only' }, async (request, reply) => {
        const agent = agentOf(request);
        reply.header('cache-control', 'no-store');
        reply.header('x-accel-buffering', 'no');
        reply.sse.keepAlive();
        const send = (event: PlatformEvent): void => {
          if (!reply.sse.isConnected) return;
          void reply.sse
            .send({ event: event.type, data: event.ref === undefined ? {} : { ref: event.ref } })
            .catch(() => undefined);
        };
        const stops = [
          deps.events.subscribe(deskTopic(agent.group), send),
          deps.events.subscribe(RESYNC.topic, send),
        ];
        reply.sse.onClose(() => {
          for (const stop of stops) stop();
        });
        await reply.sse.send({ event: 'ready', data: {} });
      });

      scope.get('/api/conversations', async (request) => {
        const agent = agentOf(request);
        return {
          code: 0,
          agent: { name: agent.name, group: agent.group },
          conversations: await listDeskConversations(deps.db, agent.group),
        };
      });

      scope.get('/api/conversations/:id/messages', async (request) => ({
        code: 0,
        ...(await readAsAgent(chatDeps(), agentOf(request), conversationId(request))),
      }));

      scope.post('/api/conversations/:id/reply', async (request) => {
        const agent = agentOf(request);
        const conversation = await agentConversation(deps.db, agent, conversationId(request));
        const body = replyBody.safeParse(request.body);
        if (!body.success) throw invalidInput('chat.text');
        const message = await sendAgentLine(chatDeps(), conversation, agent.name, {
          text: body.data.text,
        });
        await audit(request, 'chat.reply', conversationTarget(Number(conversation.id)));
        return { code: 0, message };
      });

      scope.post(
        '/api/conversations/:id/image',
        { config: { deskBody: 'multipart' } },
        async (request) => {
          const agent = agentOf(request);
          const conversation = await agentConversation(deps.db, agent, conversationId(request));
          const { file } = await requestInput('multipart', request);
          if (!(file instanceof UploadedFile)) throw invalidInput('upload.empty');
          const message = await sendAgentLine(chatDeps(), conversation, agent.name, {
            image: file.data,
          });
          await audit(request, 'chat.image', conversationTarget(Number(conversation.id)));
          return { code: 0, message };
        },
      );

      scope.post('/api/conversations/:id/close', async (request) => {
        const id = conversationId(request);
        await closeConversation(chatDeps(), agentOf(request), id);
        await audit(request, 'chat.close', conversationTarget(id));
        return { code: 0 };
      });

      scope.get('/api/feedback', async (request) => {
        onlineAgent(request);
        const query = feedbackQuery.safeParse(request.query);
        const status = query.success ? query.data.status : undefined;
        return {
          code: 0,
          feedback: await listFeedbackForDesk(deps.db, {
            ...(status ? { status } : {}),
            limit: FEEDBACK_LIST_LIMIT,
          }),
        };
      });

      scope.post('/api/feedback/:id/reply', async (request) => {
        const agent = onlineAgent(request);
        const body = feedbackReplyBody.safeParse(request.body);
        if (!body.success) throw new DomainError('invalidInput', 'invalidRequest');
        const feedbackId = conversationId(request);
        await replyToFeedback(chatDeps(), {
          feedbackId,
          agentName: agent.name,
          reply: body.data.reply,
        });
        await audit(request, 'feedback.reply', feedbackTarget(feedbackId));
        return { code: 0 };
      });
    },
    { prefix: SUPPORT_DESK_PREFIX },
  );
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? undefined : value;
}
