import { chatTextSchema } from '@platform/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { DomainError, invalidInput } from '../../domain/errors';
import { RESYNC, deskTopic, type EventBus, type PlatformEvent } from '../../domain/events/eventBus';
import type { SupportAgent } from '../../domain/support/chat/agents';
import {
  agentConversation,
  closeConversation,
  listDeskConversations,
  readAsAgent,
} from '../../domain/support/chat/agentDesk';
import { sendAgentLine } from '../../domain/support/chat/messages';
import { listFeedbackForDesk, replyToFeedback } from '../../domain/support/feedback/feedbackDesk';
import type { Clock } from '../../domain/time/clock';
import { requestInput, UploadedFile } from '../requestInput';
import { operatorAuth } from './operatorAuth';
import { supportPage } from './supportPage';

export const SUPPORT_DESK_PREFIX = '/ops/support';
const FEEDBACK_LIST_LIMIT = 100;

export interface SupportDeskDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
}

const idParam = z.object({ id: z.coerce.number().int().positive() });
const replyBody = z.object({ text: chatTextSchema });
const feedbackReplyBody = z.object({ reply: z.string() });
const feedbackQuery = z.object({ status: z.enum(['pending', 'replied']).optional() });

function conversationId(request: FastifyRequest): number {
  const parsed = idParam.safeParse(request.params);
  if (!parsed.success) throw new DomainError('notFound', 'notFound');
  return parsed.data.id;
}

/**
 * The support desk's operator page and its JSON and event routes under /ops/support
 * (docs/product-rules.md#customer-service), served by the API behind HTTP Basic agent credentials.
 * An agent sees and answers only their group's conversations; the feedback queue is the online
 * agents'.
 */
export async function supportDeskRoutes(
  app: FastifyInstance,
  deps: SupportDeskDeps,
): Promise<void> {
  await app.register(
    async (scope) => {
      const authenticate = operatorAuth(deps.db);
      const agents = new WeakMap<FastifyRequest, SupportAgent>();
      scope.addHook('onRequest', async (request, reply) => {
        const agent = await authenticate(request, reply);
        if (!agent) return reply;
        agents.set(request, agent);
      });
      const agentOf = (request: FastifyRequest): SupportAgent => agents.get(request)!;
      const chatDeps = () => ({ db: deps.db, now: deps.clock.now(), events: deps.events });
      const onlineAgent = (request: FastifyRequest): SupportAgent => {
        const agent = agentOf(request);
        if (agent.group !== 'online') throw new DomainError('notFound', 'notFound');
        return agent;
      };

      scope.get('/', async (request, reply) =>
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'",
          )
          .send(supportPage(agentOf(request))),
      );

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
        return { code: 0, message };
      });

      scope.post('/api/conversations/:id/image', async (request) => {
        const agent = agentOf(request);
        const conversation = await agentConversation(deps.db, agent, conversationId(request));
        const { file } = await requestInput('multipart', request);
        if (!(file instanceof UploadedFile)) throw invalidInput('upload.empty');
        const message = await sendAgentLine(chatDeps(), conversation, agent.name, {
          image: file.data,
        });
        return { code: 0, message };
      });

      scope.post('/api/conversations/:id/close', async (request) => {
        await closeConversation(chatDeps(), agentOf(request), conversationId(request));
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
        await replyToFeedback(chatDeps(), {
          feedbackId: conversationId(request),
          agentName: agent.name,
          reply: body.data.reply,
        });
        return { code: 0 };
      });
    },
    { prefix: SUPPORT_DESK_PREFIX },
  );
}
