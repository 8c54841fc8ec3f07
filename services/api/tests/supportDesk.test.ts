import { beforeEach, describe, expect, it } from 'vitest';
import { memberTopic, type PlatformEvent } from '../src/core/events/eventBus';
import { replyAsNamedAgent } from '../src/modules/support/chat/agentDesk';
import { addSupportAgent } from '../src/modules/support/chat/agents';
import { deskRequest, postSignIn, signIn, type DeskSession } from './support/desk';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

interface Line {
  id: number;
  author: string;
  authorName: string;
  text: string | null;
  imageUrl: string | null;
  readAt: string | null;
}

function desk(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  session: DeskSession | null,
  payload?: object,
) {
  return deskRequest(t.app, method, url, session, payload ? { payload } : {});
}

const json = <T = Record<string, unknown>>(answer: { body: string }) =>
  JSON.parse(answer.body) as T & { code: number; msg?: string };

async function memberChat(t: TestApp, group: 'online' | 'finance') {
  const player = await t.registerPlayer();
  const opened = await t.call('openChat', { group }, { token: player.token });
  const conversationId = (opened.body.conversation as { id: number }).id;
  const sent = await t.call(
    'sendChatMessage',
    { conversationId, clientId: `desk-test-${conversationId}-0001`, text: 'Where is my deposit?' },
    { token: player.token },
  );
  expect(sent.body.code).toBe(0);
  return { player, conversationId };
}

async function playerLines(t: TestApp, token: string, conversationId: number): Promise<Line[]> {
  const answer = await t.call('getChatMessages', { conversationId }, { token, lang: EN });
  return answer.body.messages as Line[];
}

describe('operator page', () => {
  const t = useTestApp();

  it('shows the sign-in form without a session and answers 401 to its data; a wrong password or name is refused; signed in, the desk', async () => {
    for (const url of ['', '/']) {
      const form = await desk(t, 'GET', url, null);
      expect(form.status).toBe(200);
      expect(form.body).toContain('id="sign-in-name"');
      expect(form.body).not.toContain('id="reply-text"');
      expect(form.headers['www-authenticate']).toBeUndefined();
    }
    for (const url of ['/api/conversations', '/api/feedback', '/events'])
      expect((await desk(t, 'GET', url, null)).status).toBe(401);
    expect((await postSignIn(t.app, 'Lily', 'wrong-password')).status).toBe(401);
    expect((await postSignIn(t.app, 'Nobody')).status).toBe(401);

    const lily = await signIn(t.app, 'Lily');
    const page = await desk(t, 'GET', '', lily);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const id of [
      'id="reply-text"',
      'id="reply-send"',
      'id="reply-image"',
      'id="messages"',
      'id="feedback-reply-text"',
      'id="sign-out"',
    ])
      expect(page.body).toContain(id);
    // Self-contained: no external script, style or image.
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    // Player texts go in through textContent only.
    expect(page.body).not.toContain('innerHTML');
  });

  it('the session cookie is HttpOnly, SameSite=Strict and scoped to the desk; Secure over https', async () => {
    const answer = await postSignIn(t.app, 'Lily');
    expect(answer.status).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; /);
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Path=/ops/support', 'Max-Age=43200'])
      expect(cookie).toContain(attribute);
    expect(cookie).not.toContain('Secure');
    // Behind a trusted proxy that says https, the cookie is Secure.
    await t.rebuild({ config: { trustProxy: ['loopback'] } });
    const https = await t.app.inject({
      method: 'POST',
      url: '/ops/support/sign-in',
      headers: {
        host: 'desk.test',
        origin: 'https://desk.test',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ name: 'Lily', password: 'agent-dev-pass' }),
    });
    expect(https.statusCode).toBe(200);
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('signing out ends the session', async () => {
    const lily = await signIn(t.app, 'Lily');
    expect((await desk(t, 'POST', '/sign-out', lily)).status).toBe(200);
    expect((await desk(t, 'GET', '/api/conversations', lily)).status).toBe(401);
  });

  it('an agent added by the ops command signs in; adding them again with a new password ends their sessions', async () => {
    await addSupportAgent(t.db, { name: 'Nina', group: 'finance', password: 'nina-secret-1' });
    expect((await postSignIn(t.app, 'Nina', 'wrong-secret-1')).status).toBe(401);
    const nina = await signIn(t.app, 'Nina', 'nina-secret-1');
    expect((await desk(t, 'GET', '/api/conversations', nina)).status).toBe(200);
    await addSupportAgent(t.db, { name: 'Nina', group: 'finance', password: 'nina-secret-2' });
    expect((await desk(t, 'GET', '/api/conversations', nina)).status).toBe(401);
    await signIn(t.app, 'Nina', 'nina-secret-2');
  });

  it('a deactivated agent is signed out at once', async () => {
    const lily = await signIn(t.app, 'Lily');
    await t.db.query(`UPDATE support_agents SET active = false WHERE name = 'Lily'`);
    try {
      expect((await desk(t, 'GET', '/api/conversations', lily)).status).toBe(401);
      expect((await postSignIn(t.app, 'Lily')).status).toBe(401);
    } finally {
      await t.db.query(`UPDATE support_agents SET active = true WHERE name = 'Lily'`);
    }
  });
});

/** The desk's event stream over real HTTP, read until `needle` shows (or 5 s pass). */
async function openDeskStream(address: string, session: DeskSession) {
  const controller = new AbortController();
  const response = await fetch(`${address}/ops/support/events`, {
    headers: { accept: 'text/event-stream', cookie: session.cookie },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (needle: string) => {
    const deadline = Date.now() + 5_000;
    while (!text.includes(needle)) {
      if (Date.now() > deadline) throw new Error(`the desk stream never said ${needle}: ${text}`);
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return text;
  };
  return { response, readUntil, close: () => controller.abort() };
}

describe('the desk event stream', () => {
  const t = useTestApp();

  it("tells the group's agents of a new line at once, and not the other group's", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const lily = await openDeskStream(address, await signIn(t.app, 'Lily'));
    const mark = await openDeskStream(address, await signIn(t.app, 'Mark'));
    try {
      expect(lily.response.status).toBe(200);
      expect(lily.response.headers.get('content-type')).toContain('text/event-stream');
      const { conversationId } = await memberChat(t, 'online');
      await t.app.events.flush();
      expect(await lily.readUntil(`"ref":${conversationId}`)).toContain('event: chat');
      // Mark hears the finance desk only: a finance line reaches him, the online one never did.
      const finance = await memberChat(t, 'finance');
      await t.app.events.flush();
      const heard = await mark.readUntil(`"ref":${finance.conversationId}`);
      expect(heard).not.toContain(`"ref":${conversationId}}`);
    } finally {
      lily.close();
      mark.close();
    }
  });
});

describe('support desk', () => {
  const t = useTestApp();
  let LILY: DeskSession;
  let MARK: DeskSession;
  beforeEach(async () => {
    LILY = await signIn(t.app, 'Lily');
    MARK = await signIn(t.app, 'Mark');
  });

  it('chat messages reach the right agent group and only their conversation', async () => {
    const finance = await memberChat(t, 'finance');
    const online = await memberChat(t, 'online');

    const markList = json<{ conversations: { id: number }[] }>(
      await desk(t, 'GET', '/api/conversations', MARK),
    );
    const lilyList = json<{ conversations: { id: number }[] }>(
      await desk(t, 'GET', '/api/conversations', LILY),
    );
    expect(markList.conversations.map((c) => c.id)).toEqual([finance.conversationId]);
    expect(lilyList.conversations.map((c) => c.id)).toEqual([online.conversationId]);

    // Lily can neither read nor answer the finance conversation.
    const id = finance.conversationId;
    expect((await desk(t, 'GET', `/api/conversations/${id}/messages`, LILY)).status).toBe(404);
    expect(
      (await desk(t, 'POST', `/api/conversations/${id}/reply`, LILY, { text: 'Hi' })).status,
    ).toBe(404);
    expect((await desk(t, 'POST', `/api/conversations/${id}/close`, LILY)).status).toBe(404);
    await expect(
      replyAsNamedAgent(
        { db: t.db, now: t.clock.now() },
        { conversationId: id, agentName: 'Lily', text: 'Hi' },
      ),
    ).rejects.toThrow(/not one of the online desk/);
    expect(
      (await playerLines(t, finance.player.token, id)).filter((m) => m.author === 'agent'),
    ).toEqual([]);

    // The chats opened above announced themselves: let those events land before listening, so
    // only what the reply causes is heard (notifications arrive in the order they were sent).
    let settled = false;
    const stopMarker = t.app.events.subscribe(memberTopic(0), () => (settled = true));
    t.app.events.publish({ topic: memberTopic(0), type: 'chat', ref: 0 });
    await t.app.events.flush();
    await expect.poll(() => settled).toBe(true);
    stopMarker();

    // Mark answers it; only that player hears of it.
    const heard: PlatformEvent[] = [];
    t.app.events.subscribe(memberTopic(finance.player.userId), (e) => heard.push(e));
    t.app.events.subscribe(memberTopic(online.player.userId), (e) => heard.push(e));
    const reply = await desk(t, 'POST', `/api/conversations/${id}/reply`, MARK, {
      text: 'Let me check.',
    });
    expect(reply.status).toBe(200);
    await t.app.events.flush();
    await expect
      .poll(() => heard)
      .toEqual([{ topic: memberTopic(finance.player.userId), type: 'chat', ref: id }]);

    const lines = await playerLines(t, finance.player.token, id);
    expect(lines.at(-1)).toMatchObject({
      author: 'agent',
      authorName: 'Mark',
      text: 'Let me check.',
    });
    const conversation = await t.call(
      'getChatMessages',
      { conversationId: id },
      { token: finance.player.token },
    );
    expect(conversation.body.conversation).toMatchObject({ agentName: 'Mark' });
    expect(
      (await playerLines(t, online.player.token, online.conversationId)).some(
        (m) => m.author === 'agent',
      ),
    ).toBe(false);
  });

  it('lists member and guest conversations with username, VIP level and unread count, newest first', async () => {
    const member = await memberChat(t, 'online');
    await t.db.query('UPDATE chat_conversations SET vip_level = 2 WHERE id = $1', [
      member.conversationId,
    ]);
    t.clock.advance(1000);
    const guest = (await t.call('openChat', { group: 'online', guestName: 'Anna' }))
      .body as unknown as {
      conversation: { id: number };
    };
    const list = json<{ conversations: Record<string, unknown>[] }>(
      await desk(t, 'GET', '/api/conversations', LILY),
    );
    expect(list.conversations).toEqual([
      expect.objectContaining({
        id: guest.conversation.id,
        kind: 'guest',
        displayName: 'Anna',
        vipLevel: null,
        unread: 0,
      }),
      expect.objectContaining({
        id: member.conversationId,
        kind: 'member',
        displayName: member.player.username,
        vipLevel: 2,
        unread: 1,
      }),
    ]);
  });

  it('read state both ways: the agent reading marks the player lines, the player marks agent lines up to an id', async () => {
    const { player, conversationId } = await memberChat(t, 'online');
    expect(
      (await playerLines(t, player.token, conversationId)).find((m) => m.author === 'player')!
        .readAt,
    ).toBeNull();

    t.clock.advance(5000);
    const opened = json<{ messages: Line[] }>(
      await desk(t, 'GET', `/api/conversations/${conversationId}/messages`, LILY),
    );
    expect(opened.messages.find((m) => m.author === 'player')!.readAt).toBe(
      t.clock.now().toISOString(),
    );
    expect(
      (await playerLines(t, player.token, conversationId)).find((m) => m.author === 'player')!
        .readAt,
    ).not.toBeNull();

    const first = json<{ message: Line }>(
      await desk(t, 'POST', `/api/conversations/${conversationId}/reply`, LILY, { text: 'One' }),
    );
    const second = json<{ message: Line }>(
      await desk(t, 'POST', `/api/conversations/${conversationId}/reply`, LILY, { text: 'Two' }),
    );
    const read = await t.call(
      'readChat',
      { conversationId, upToId: first.message.id },
      { token: player.token },
    );
    expect(read.body.code).toBe(0);
    const agentView = json<{ messages: Line[] }>(
      await desk(t, 'GET', `/api/conversations/${conversationId}/messages`, LILY),
    );
    expect(agentView.messages.find((m) => m.id === first.message.id)!.readAt).not.toBeNull();
    expect(agentView.messages.find((m) => m.id === second.message.id)!.readAt).toBeNull();
  });

  it('an agent sends an image (bytes checked) and closes the conversation; the player then opens a new one', async () => {
    const { player, conversationId } = await memberChat(t, 'online');
    const image = async (data: Buffer) => {
      const boundary = '----deskTest';
      const response = await deskRequest(
        t.app,
        'POST',
        `/api/conversations/${conversationId}/image`,
        LILY,
        {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            data,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        },
      );
      return JSON.parse(response.body) as { code: number; message?: Line };
    };
    expect((await image(Buffer.from('plain text pretending to be a png'))).code).toBe(400);
    const sent = await image(PNG);
    expect(sent.code).toBe(0);
    expect((await playerLines(t, player.token, conversationId)).at(-1)).toMatchObject({
      author: 'agent',
      imageUrl: sent.message!.imageUrl,
    });

    expect((await desk(t, 'POST', `/api/conversations/${conversationId}/close`, LILY)).status).toBe(
      200,
    );
    const refused = await t.call(
      'sendChatMessage',
      { conversationId, clientId: 'after-close-0001', text: 'hello?' },
      { token: player.token, lang: EN },
    );
    expect(refused.body).toMatchObject({
      code: 1000,
      msg: 'This conversation is closed. Open customer service again to start a new one.',
    });
    const reopened = await t.call('openChat', { group: 'online' }, { token: player.token });
    expect((reopened.body.conversation as { id: number }).id).not.toBe(conversationId);
  });

  it('the ops reply answers as a named agent of the group and is announced', async () => {
    const { player, conversationId } = await memberChat(t, 'online');
    const published: PlatformEvent[] = [];
    const message = await replyAsNamedAgent(
      { db: t.db, now: t.clock.now(), events: { publish: (...e) => void published.push(...e) } },
      { conversationId, agentName: 'Lily', text: 'Hello from the desk' },
    );
    expect(message).toMatchObject({
      author: 'agent',
      authorName: 'Lily',
      text: 'Hello from the desk',
    });
    expect(published).toContainEqual({
      topic: memberTopic(player.userId),
      type: 'chat',
      ref: conversationId,
    });
    await expect(
      replyAsNamedAgent(
        { db: t.db, now: t.clock.now() },
        { conversationId, agentName: 'Ghost', text: 'x' },
      ),
    ).rejects.toThrow(/no active support agent/);
  });

  it('the feedback queue is for online agents', async () => {
    const lily = await desk(t, 'GET', '/api/feedback?status=pending', LILY);
    expect(lily.status).toBe(200);
    expect(json(lily)).toMatchObject({ code: 0, feedback: [] });
    expect((await desk(t, 'GET', '/api/feedback', MARK)).status).toBe(404);
    expect(
      (await desk(t, 'POST', '/api/feedback/1/reply', MARK, { reply: 'x'.repeat(30) })).status,
    ).toBe(404);
  });
});
