import { describe, expect, it } from 'vitest';
import { memberTopic, visitorTopic, type PlatformEvent } from '../src/core/events/eventBus';
import { useTestApp, type TestApp } from './support/testApp';
import { sliderPass } from './support/slider';

const EN = 3;
const ZH = 1;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

interface Conversation {
  id: number;
  group: string;
  status: string;
  displayName: string;
  agentName: string | null;
}
interface Message {
  id: number;
  author: string;
  authorName: string;
  text: string | null;
  imageUrl: string | null;
  clientId: string | null;
  readAt: string | null;
}

let guestAddress = 0;
/** A guest at an address of their own: an address opens one new conversation per ten seconds. */
async function openGuest(t: TestApp, input: Record<string, unknown>, lang = EN) {
  guestAddress += 1;
  const ip = `198.18.${Math.floor(guestAddress / 250)}.${guestAddress % 250}`;
  const answer = await t.call('openChat', input, { lang, ip });
  return answer.body as {
    code: number;
    msg: string;
    conversation: Conversation;
    visitorKey: string | null;
  };
}

async function messagesOf(t: TestApp, input: Record<string, unknown>, token?: string) {
  const answer = await t.call('getChatMessages', input, { lang: EN, ...(token ? { token } : {}) });
  return answer.body as unknown as {
    code: number;
    messages: Message[];
    hasEarlier: boolean;
    conversation: Conversation;
  };
}

/** POSTs support/chat/sendImage as the app does: multipart fields and the file. */
async function sendImage(
  t: TestApp,
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
  token?: string,
) {
  const boundary = '----chatTest';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      parts.join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/support/chat/sendImage',
    headers: {
      ...(token ? { token } : {}),
      lang: String(EN),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return response.json<{ code: number; msg: string; message?: Message }>();
}

describe('support desks', () => {
  const t = useTestApp();

  it('lists the online chat, the service e-mail and the finance chat in the request language', async () => {
    const answer = await t.call('getServiceDesks', {}, { lang: ZH });
    expect(answer.body.code).toBe(0);
    expect(answer.body.desks).toEqual([
      expect.objectContaining({
        group: 'online',
        channel: 'chat',
        name: '在线客服',
        opensAt: null,
        isOpen: true,
      }),
      expect.objectContaining({
        group: 'online',
        channel: 'email',
        address: 'service@starplay.example',
      }),
      expect.objectContaining({
        group: 'finance',
        channel: 'chat',
        opensAt: '10:00',
        closesAt: '02:00',
      }),
    ]);
  });

  it('the finance desk is open from 10:00 to 02:00 business time, across midnight', async () => {
    const financeOpen = async (beijing: string) => {
      t.clock.set(`2026-03-10T${beijing}:00+08:00`);
      const desks = (await t.call('getServiceDesks')).body.desks as {
        group: string;
        isOpen: boolean;
      }[];
      expect(desks.find((d) => d.group === 'online')!.isOpen).toBe(true);
      return desks.find((d) => d.group === 'finance')!.isOpen;
    };
    expect(await financeOpen('01:59')).toBe(true);
    expect(await financeOpen('02:00')).toBe(false);
    expect(await financeOpen('09:59')).toBe(false);
    expect(await financeOpen('10:00')).toBe(true);
    expect(await financeOpen('23:59')).toBe(true);
  });

  it('no longer carries the placeholder service links in the site settings', async () => {
    const { rows } = await t.db.query<{ config_key: string }>('SELECT config_key FROM site_info');
    const keys = rows.map((r) => r.config_key);
    expect(keys).not.toContain('customerServiceUrl');
    expect(keys).not.toContain('financeServiceUrl');
    expect(keys).toContain('serviceEmail');
  });
});

describe('support chat', () => {
  const t = useTestApp();

  it('a guest without a key must give a name, then gets a conversation, a visitor key and a greeting', async () => {
    const refused = await openGuest(t, { group: 'online' });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('Enter your name (1 to 30 characters) to start chatting');

    const opened = await openGuest(t, { group: 'online', guestName: 'Anna' });
    expect(opened.code).toBe(0);
    expect(opened.visitorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.conversation).toMatchObject({
      group: 'online',
      status: 'open',
      displayName: 'Anna',
    });
    // Only the key's hash is stored.
    const { rows } = await t.db.query<{ visitor_key_hash: string }>(
      'SELECT visitor_key_hash FROM chat_conversations',
    );
    expect(rows[0]!.visitor_key_hash).not.toContain(opened.visitorKey);
    expect(rows[0]!.visitor_key_hash).toMatch(/^[0-9a-f]{64}$/);

    const read = await messagesOf(t, {
      conversationId: opened.conversation.id,
      visitorKey: opened.visitorKey,
    });
    expect(read.messages).toEqual([
      expect.objectContaining({
        author: 'system',
        authorName: '',
        text: 'Hello, welcome to StarPlay customer service. How can we help you?',
      }),
    ]);
  });

  it('a finance conversation opened outside the hours says when the desk opens, in the player language', async () => {
    t.clock.set('2026-03-10T03:00:00+08:00');
    const opened = await openGuest(t, { group: 'finance', guestName: '小明' }, ZH);
    const read = await messagesOf(t, {
      conversationId: opened.conversation.id,
      visitorKey: opened.visitorKey,
    });
    expect(read.messages[0]!.text).toContain('北京时间 10:00');
  });

  it("a guest's key reopens their conversation and not another's; another group gets a new one", async () => {
    const anna = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const bob = await openGuest(t, { group: 'online', guestName: 'Bob' });
    expect(bob.conversation.id).not.toBe(anna.conversation.id);

    const again = await openGuest(t, { group: 'online', visitorKey: anna.visitorKey });
    expect(again.conversation.id).toBe(anna.conversation.id);
    expect(again.visitorKey).toBeNull();

    const finance = await openGuest(t, { group: 'finance', visitorKey: anna.visitorKey });
    expect(finance.conversation.id).not.toBe(anna.conversation.id);
    expect(finance.conversation).toMatchObject({ group: 'finance', displayName: 'Anna' });
    expect(finance.visitorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // An unknown key is no key: a name is needed again.
    const unknown = await openGuest(t, { group: 'online', visitorKey: 'x'.repeat(43) });
    expect(unknown.code).toBe(400);
  });

  it("a member's conversation carries their username and VIP level, and reopens as the same one", async () => {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET vip_level = 3 WHERE id = $1', [player.userId]);
    const first = await t.call('openChat', { group: 'online' }, { token: player.token, lang: EN });
    expect(first.body).toMatchObject({
      code: 0,
      visitorKey: null,
      conversation: { displayName: player.username, group: 'online' },
    });
    const conversation = first.body.conversation as Conversation;
    const { rows } = await t.db.query<{ vip_level: number; user_id: number }>(
      'SELECT vip_level, user_id FROM chat_conversations WHERE id = $1',
      [conversation.id],
    );
    expect(rows[0]).toEqual({ vip_level: 3, user_id: player.userId });
    const again = await t.call('openChat', { group: 'online' }, { token: player.token });
    expect((again.body.conversation as Conversation).id).toBe(conversation.id);
  });

  it("another player's or a wrong key's conversation reads as not found: send, messages, read", async () => {
    const owner = await t.registerPlayer();
    const other = await t.registerPlayer();
    const opened = await t.call('openChat', { group: 'online' }, { token: owner.token });
    const id = (opened.body.conversation as Conversation).id;
    const guest = await openGuest(t, { group: 'online', guestName: 'Eve' });

    const attempts = [
      { token: other.token },
      { visitorKey: guest.visitorKey! },
      { visitorKey: 'A'.repeat(43) },
      {},
    ];
    for (const who of attempts) {
      const token = 'token' in who ? who.token : undefined;
      const ref = {
        conversationId: id,
        ...('visitorKey' in who ? { visitorKey: who.visitorKey } : {}),
      };
      const options = { lang: EN, ...(token ? { token } : {}) };
      const send = await t.call(
        'sendChatMessage',
        { ...ref, clientId: 'c-1-abcdef', text: 'hi' },
        options,
      );
      const read = await t.call('getChatMessages', ref, options);
      const mark = await t.call('readChat', { ...ref, upToId: 1 }, options);
      for (const answer of [send, read, mark]) {
        expect(answer.body).toMatchObject({
          code: 404,
          msg: 'The requested resource does not exist',
        });
      }
    }
    const image = await sendImage(
      t,
      { conversationId: String(id), clientId: 'img-1-abcdef' },
      { name: 'a.png', type: 'image/png', data: PNG },
      other.token,
    );
    expect(image.code).toBe(404);
    const { rows } = await t.db.query('SELECT 1 FROM chat_messages WHERE author = $1', ['player']);
    expect(rows).toHaveLength(0);
  });

  it('a retry with the same clientId answers the stored line and stores nothing twice', async () => {
    const guest = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const ref = { conversationId: guest.conversation.id, visitorKey: guest.visitorKey };
    const first = await t.call('sendChatMessage', {
      ...ref,
      clientId: 'retry-key-0001',
      text: ' Where is my deposit? ',
    });
    const retry = await t.call('sendChatMessage', {
      ...ref,
      clientId: 'retry-key-0001',
      text: 'Where is my deposit?',
    });
    expect(first.body.code).toBe(0);
    expect(retry.body.message).toEqual(first.body.message);
    expect(first.body.message).toMatchObject({
      author: 'player',
      authorName: 'Anna',
      text: 'Where is my deposit?',
      clientId: 'retry-key-0001',
    });
    const read = await messagesOf(t, ref);
    expect(read.messages.filter((m) => m.author === 'player')).toHaveLength(1);
  });

  it('at most 10 lines per 10 seconds per conversation', async () => {
    const guest = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const ref = { conversationId: guest.conversation.id, visitorKey: guest.visitorKey };
    for (let i = 0; i < 10; i++) {
      const sent = await t.call('sendChatMessage', {
        ...ref,
        clientId: `burst-key-${i}0000`,
        text: `line ${i}`,
      });
      expect(sent.body.code).toBe(0);
    }
    const eleventh = await t.call(
      'sendChatMessage',
      { ...ref, clientId: 'burst-key-extra', text: 'again' },
      { lang: EN },
    );
    expect(eleventh.body).toMatchObject({
      code: 429,
      msg: 'Operation too frequent, please retry in ten seconds',
    });
    t.clock.advance(10_000);
    const later = await t.call('sendChatMessage', {
      ...ref,
      clientId: 'burst-key-extra',
      text: 'again',
    });
    expect(later.body.code).toBe(0);
  });

  it('an image is stored with the line (a guest image has no owner); a text file named .png is refused', async () => {
    const guest = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const fields = {
      conversationId: String(guest.conversation.id),
      visitorKey: guest.visitorKey!,
      clientId: 'image-key-0001',
    };
    const sent = await sendImage(t, fields, { name: 'receipt.png', type: 'image/png', data: PNG });
    expect(sent.code).toBe(0);
    expect(sent.message).toMatchObject({ author: 'player', text: null });
    expect(sent.message!.imageUrl).toMatch(/^\/web\/upload\/file\/[A-Za-z0-9_-]{22}$/);
    const served = await t.app.inject({ method: 'GET', url: sent.message!.imageUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const { rows } = await t.db.query<{ owner_user_id: number | null; purpose: string }>(
      'SELECT owner_user_id, purpose FROM uploads',
    );
    expect(rows).toEqual([{ owner_user_id: null, purpose: 'chat' }]);

    const fake = await sendImage(
      t,
      { ...fields, clientId: 'image-key-0002' },
      {
        name: 'fake.png',
        type: 'image/png',
        data: Buffer.from('this is only text, not an image at all'),
      },
    );
    expect(fake.code).toBe(400);
    expect(
      (await messagesOf(t, { conversationId: guest.conversation.id, visitorKey: guest.visitorKey }))
        .messages,
    ).toHaveLength(2);
  });

  it('the newest 200 lines, oldest first, say that earlier ones exist', async () => {
    const guest = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const id = guest.conversation.id;
    await t.db.query(
      `INSERT INTO chat_messages (conversation_id, author, author_name, text, created_at)
       SELECT $1, 'player', 'Anna', 'line ' || n, now() FROM generate_series(1, 205) AS n`,
      [id],
    );
    const read = await messagesOf(t, { conversationId: id, visitorKey: guest.visitorKey });
    expect(read.messages).toHaveLength(200);
    expect(read.hasEarlier).toBe(true);
    expect(read.messages[0]!.text).toBe('line 6');
    expect(read.messages[199]!.text).toBe('line 205');
  });

  it('each committed line is announced to the player and to the desk', async () => {
    const player = await t.registerPlayer();
    const events: PlatformEvent[] = [];
    const guest = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const member = await t.call('openChat', { group: 'finance' }, { token: player.token });
    const memberConversation = (member.body.conversation as Conversation).id;
    for (const topic of [
      memberTopic(player.userId),
      visitorTopic(guest.conversation.id),
      'desk:online',
      'desk:finance',
    ])
      t.app.events.subscribe(topic, (e) => events.push(e));
    await t.call('sendChatMessage', {
      conversationId: guest.conversation.id,
      visitorKey: guest.visitorKey,
      clientId: 'event-key-0001',
      text: 'hi',
    });
    await t.call(
      'sendChatMessage',
      { conversationId: memberConversation, clientId: 'event-key-0002', text: 'hi' },
      { token: player.token },
    );
    await t.app.events.flush();
    await expect.poll(() => events.length).toBe(4);
    expect(events).toEqual(
      expect.arrayContaining([
        { topic: visitorTopic(guest.conversation.id), type: 'chat', ref: guest.conversation.id },
        { topic: 'desk:online', type: 'chat', ref: guest.conversation.id },
        { topic: memberTopic(player.userId), type: 'chat', ref: memberConversation },
        { topic: 'desk:finance', type: 'chat', ref: memberConversation },
      ]),
    );
  });

  it('the event stream opens on a valid visitor key and refuses a wrong one', async () => {
    const guest = await openGuest(t, { group: 'online', guestName: 'Anna' });
    const { EVENT_TOPIC_RESOLVERS } = await import('../src/http/eventTopics');
    const resolve = (visitor: string) =>
      Promise.all(
        EVENT_TOPIC_RESOLVERS.map((r) => r({ headers: { visitor } } as never, t.clock.now(), t.db)),
      ).then((lists) => lists.flat());
    expect(await resolve(guest.visitorKey!)).toEqual([visitorTopic(guest.conversation.id)]);
    expect(await resolve('B'.repeat(43))).toEqual([]);
    expect(await resolve('short')).toEqual([]);
  });
});

describe('guest chat: what one address may cost', () => {
  const t = useTestApp();
  const open = (input: Record<string, unknown>, ip = '198.51.100.20') =>
    t.call('openChat', { group: 'online', guestName: 'Guest', ...input }, { ip, lang: EN });

  it('one new conversation per address every ten seconds; a returning key is not counted', async () => {
    const first = await open({});
    expect(first.body.code).toBe(0);
    const key = first.body.visitorKey as string;
    t.clock.advance(9_999);
    expect((await open({})).body).toEqual({
      code: 429,
      msg: 'Operation too frequent, please retry in ten seconds',
    });
    // Resuming the first conversation opens nothing new.
    const resumed = await t.call(
      'openChat',
      { group: 'online', visitorKey: key },
      { ip: '198.51.100.20' },
    );
    expect(resumed.body.code).toBe(0);
    expect((await open({}, '198.51.100.21')).body.code).toBe(0);
    t.clock.advance(1);
    expect((await open({})).body.code).toBe(0);
  });

  it('the captcha from the 4th new conversation of the day, at most 10 a day', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await open({})).body.code).toBe(0);
      t.clock.advance(60_000);
    }
    expect((await open({})).body).toEqual({
      code: 1000,
      msg: 'Please enter the captcha to start a new conversation',
      errorCode: 'captchaRequired',
    });
    const wrong = await open({ captchaKey: (await t.captcha()).captchaKey, captchaCode: 'zzzz' });
    expect(wrong.body.msg).toBe('Incorrect captcha, please try again');
    for (let i = 3; i < 10; i += 1) {
      t.clock.advance(60_000);
      expect((await open(await t.captcha())).body.code).toBe(0);
    }
    t.clock.advance(60_000);
    expect((await open(await t.captcha())).body).toEqual({
      code: 1000,
      msg: 'Too many conversations were started from your network today; please try again tomorrow, or log in to contact customer service',
    });
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_conversations',
    );
    expect(rows[0]!.n).toBe(10);
    // The next business day starts again without a captcha.
    t.clock.advance(24 * 60 * 60_000);
    expect((await open({})).body.code).toBe(0);
  });

  it("a solved slider's pass answers the captcha a 4th new conversation asks for", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await open({})).body.code).toBe(0);
      t.clock.advance(60_000);
    }
    expect((await open({})).body.errorCode).toBe('captchaRequired');
    const pass = await sliderPass(t, { ip: '198.51.100.20' });
    expect((await open(pass)).body.code).toBe(0);
    // One use: the same pass does not open a 5th.
    t.clock.advance(60_000);
    expect((await open(pass)).body.code).toBe(1000);
  });

  it("a guest address's images are capped per day by count and bytes; members' count in their uploads", async () => {
    const guest = await open({});
    const ref = {
      conversationId: String((guest.body.conversation as Conversation).id),
      visitorKey: guest.body.visitorKey as string,
    };
    const png = (bytes: number) => {
      const data = Buffer.alloc(bytes);
      PNG.copy(data);
      return { name: 'a.png', type: 'image/png', data };
    };
    // 20 MB a day: two images of 9 MB pass, a third of 3 MB does not.
    for (const n of [1, 2]) {
      t.clock.advance(10_000);
      const sent = await sendImage(t, { ...ref, clientId: `img-big-${n}` }, png(9 * 1024 * 1024));
      expect(sent.code).toBe(0);
    }
    t.clock.advance(10_000);
    expect((await sendImage(t, { ...ref, clientId: 'img-big-3' }, png(3 * 1024 * 1024))).msg).toBe(
      'Guests can send at most 10 images (20 MB in all) a day; log in to send more',
    );
    // 10 a day: the small ones stop at the count.
    for (let n = 3; n <= 10; n += 1) {
      t.clock.advance(10_000);
      expect((await sendImage(t, { ...ref, clientId: `img-small-${n}` }, png(100))).code).toBe(0);
    }
    t.clock.advance(10_000);
    const eleventh = await sendImage(t, { ...ref, clientId: 'img-small-11' }, png(100));
    expect(eleventh.code).toBe(1000);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(rows[0]!.n).toBe(10);
  });
});
