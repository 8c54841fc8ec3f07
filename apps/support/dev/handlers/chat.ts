// Standalone dev only: the customer service desks (as api/seeds/serviceDesks.ts seeds them),
// the member's recent deposits, and one conversation held in memory per group: a player line is
// answered by the agent Lily a moment later (the page polls, as while the event stream is down).
// `?scenario=deskClosed` has the desks outside their hours; `?scenario=chatSendFails` loses every
// other send (a network failure: the line shows "not sent" and its retry keeps its clientId).
import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import {
  endpointMeta,
  type ChatMessage,
  type EndpointName,
  type PayloadOf,
  type ServiceGroup,
} from '@platform/api-client';

const VISITOR_KEY = 'dev-visitor-key-0000000000000000000000000000'.slice(0, 43);
const TINY_PNG =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#9cc"/></svg>',
  );

function route<N extends EndpointName>(
  name: N,
  reply: (
    body: Record<string, FormDataEntryValue>,
  ) => PayloadOf<N> | Response | Promise<PayloadOf<N> | Response>,
): HttpHandler {
  return http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('multipart/form-data')
      ? Object.fromEntries((await request.formData()).entries())
      : Object.fromEntries(new URLSearchParams(await request.text()));
    const answer = await reply(body);
    if (answer instanceof Response) return answer;
    return HttpResponse.json({ code: 0, msg: 'success', ...answer });
  });
}

export function chatHandlers(scenario: string | null): HttpHandler[] {
  const closed = scenario === 'deskClosed';
  let nextId = 1;
  let sends = 0;
  const conversations = new Map<number, { group: ServiceGroup; messages: ChatMessage[] }>();
  const conversation = (id: number) => {
    const held = conversations.get(id)!;
    const agent = held.messages.filter((m) => m.author === 'agent').at(-1);
    return {
      id,
      group: held.group,
      status: 'open' as const,
      displayName: 'player01',
      agentName: agent?.authorName ?? null,
      createdAt: held.messages[0]?.createdAt ?? new Date().toISOString(),
    };
  };
  const line = (id: number, author: ChatMessage['author'], extra: Partial<ChatMessage>) => {
    const message: ChatMessage = {
      id: nextId++,
      conversationId: id,
      author,
      authorName: author === 'agent' ? 'Lily' : author === 'player' ? 'player01' : '',
      text: null,
      imageUrl: null,
      clientId: null,
      createdAt: new Date().toISOString(),
      readAt: null,
      ...extra,
    };
    conversations.get(id)!.messages.push(message);
    return message;
  };
  const playerLine = (body: Record<string, FormDataEntryValue>, extra: Partial<ChatMessage>) => {
    const id = Number(body.conversationId);
    const held = conversations.get(id)!;
    const again = held.messages.find((m) => m.clientId === body.clientId);
    if (again) return { message: again };
    const message = line(id, 'player', { clientId: String(body.clientId), ...extra });
    setTimeout(() => {
      message.readAt = new Date().toISOString();
      line(id, 'agent', { text: 'Thank you, I am checking it for you now.' });
    }, 2_000);
    return { message };
  };
  return [
    route('getServiceDesks', () => ({
      desks: [
        { id: 1, group: 'online', name: 'Online agents', channel: 'chat', address: null },
        { id: 2, group: 'finance', name: 'Finance agents', channel: 'chat', address: null },
        {
          id: 3,
          group: 'finance',
          name: 'Finance mailbox',
          channel: 'email',
          address: 'finance@starplay.example',
        },
      ].map((desk) => ({
        ...desk,
        channel: desk.channel as 'chat' | 'email',
        group: desk.group as ServiceGroup,
        opensAt: desk.id === 2 ? '10:00' : null,
        closesAt: desk.id === 2 ? '02:00' : null,
        isOpen: !closed,
      })),
    })),
    route('queryTransactionRecordList', () => ({
      list: [
        ['D202611240003', 'toBeConfirmed', 'processing', 50_000],
        ['D202611230002', 'success', 'success', 20_000],
        ['D202611200001', 'expired', 'cancelled', 100_000],
      ].map(([orderNo, depositStatus, status, amount], i) => ({
        orderNo: orderNo as string,
        type: 'deposit' as const,
        mode: 'income' as const,
        status: status as 'processing',
        depositStatus: depositStatus as 'success',
        amount: amount as number,
        createdAt: new Date(Date.now() - (i + 1) * 3_600_000 * 20).toISOString(),
      })),
      total: 3,
      pageNum: 1,
      pageSize: 5,
    })),
    route('openChat', (body) => {
      const group = body.group === 'finance' ? 'finance' : 'online';
      const id = group === 'online' ? 1 : 2;
      if (!conversations.has(id)) {
        conversations.set(id, { group, messages: [] });
        line(id, 'system', {
          text: closed
            ? 'The desk is closed now; we answer when it opens.'
            : 'Welcome! An agent will be with you shortly.',
        });
      }
      return { conversation: conversation(id), visitorKey: body.guestName ? VISITOR_KEY : null };
    }),
    route('getChatMessages', (body) => {
      const id = Number(body.conversationId);
      return {
        conversation: conversation(id),
        messages: conversations.get(id)?.messages ?? [],
        hasEarlier: false,
      };
    }),
    route('sendChatMessage', (body) => {
      sends += 1;
      if (scenario === 'chatSendFails' && sends % 2 === 1) return HttpResponse.error();
      return playerLine(body, { text: String(body.text) });
    }),
    route('sendChatImage', async (body) => {
      await delay(1_500);
      return playerLine(body, { imageUrl: TINY_PNG });
    }),
    route('readChat', (body) => {
      const held = conversations.get(Number(body.conversationId));
      for (const m of held?.messages ?? []) {
        if (m.author === 'agent' && m.id <= Number(body.upToId))
          m.readAt ??= new Date().toISOString();
      }
      return {};
    }),
  ];
}
