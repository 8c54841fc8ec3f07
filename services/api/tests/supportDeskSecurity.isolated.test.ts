import { createHash } from 'node:crypto';
import type { Feedback } from '@platform/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { ATTEMPT_LOCK_MS, MAX_WRONG_ATTEMPTS } from '../src/core/rateLimit/attemptGuard';
import type * as passwords from '../src/core/auth/passwords';
import { hashPassword, verifyPassword } from '../src/core/auth/passwords';
import { listAgentAudit } from '../src/modules/support/chat/agentAudit';
import { replyAsNamedAgent } from '../src/modules/support/chat/agentDesk';
import { DEV_SUPPORT_AGENT_PASSWORD } from '../src/modules/support/chat/agents';
import { DESK_SIGN_IN_PER_MINUTE } from '../src/http/ops/supportDesk';
import {
  DESK_HOST,
  DESK_ORIGIN,
  deskRequest,
  postSignIn,
  signIn,
  type DeskSession,
} from './support/desk';
import { useTestApp, type TestApp } from './support/testApp';

// Every scrypt check goes through verifyPassword: counting its calls shows a locked agent's
// password is never checked.
vi.mock('../src/core/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/**
 * The support desk against another site and against guessing
 * (docs/decisions-api.md#support-desk-sign-in): a request another site's page could make is refused
 * before it is read and changes nothing; every change needs the session's CSRF token and a JSON
 * body; an agent is locked after 5 wrong passwords for 15 minutes; each action is audited.
 */
const t = useTestApp();

async function memberChat(app: TestApp) {
  const player = await app.registerPlayer();
  const opened = await app.call('openChat', { group: 'online' }, { token: player.token });
  const conversationId = (opened.body.conversation as { id: number }).id;
  await app.call(
    'sendChatMessage',
    { conversationId, clientId: `desk-sec-${conversationId}-0001`, text: 'Hello?' },
    { token: player.token },
  );
  return { player, conversationId };
}

async function agentLines(conversationId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1 AND author = 'agent'`,
    [conversationId],
  );
  return rows[0]!.n;
}

async function auditActions(): Promise<string[]> {
  return (await listAgentAudit(t.db, { limit: 100 })).map((e) => e.action).reverse();
}

const reply = (session: DeskSession | null, conversationId: number, headers = {}, payload = {}) =>
  deskRequest(t.app, 'POST', `/api/conversations/${conversationId}/reply`, session, {
    headers,
    payload: { text: 'Hi from the desk', ...payload },
  });

describe('requests from another site', () => {
  it('refuses a POST whose Origin is another site, or whose fetch metadata is not same-origin, and changes nothing', async () => {
    const lily = await signIn(t.app, 'Lily');
    const { conversationId } = await memberChat(t);
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      // A sandboxed frame or a redirect sends Origin: null.
      { origin: 'null', 'sec-fetch-site': '' },
      // The desk's host on another scheme or port is another origin.
      { origin: `https://${DESK_HOST}`, 'sec-fetch-site': '' },
      { origin: `${DESK_ORIGIN}:8080`, 'sec-fetch-site': '' },
    ]) {
      const answer = await reply(lily, conversationId, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    const close = await deskRequest(
      t.app,
      'POST',
      `/api/conversations/${conversationId}/close`,
      lily,
      {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      },
    );
    expect(close.status).toBe(403);
    expect(await agentLines(conversationId)).toBe(0);
    const { rows } = await t.db.query(`SELECT status FROM chat_conversations WHERE id = $1`, [
      conversationId,
    ]);
    expect(rows).toEqual([{ status: 'open' }]);
    expect(await auditActions()).toEqual(['sign-in']);

    // The same request from the desk's own page goes through.
    expect((await reply(lily, conversationId)).status).toBe(200);
    // The page typed into the address bar (none) is the agent's own too.
    expect(
      (await reply(lily, conversationId, { origin: '', 'sec-fetch-site': 'none' })).status,
    ).toBe(200);
    expect(await agentLines(conversationId)).toBe(2);
  });

  it("refuses another site's fetch of the desk's data: reading a conversation marks nothing read", async () => {
    const lily = await signIn(t.app, 'Lily');
    const { conversationId } = await memberChat(t);
    const read = await deskRequest(
      t.app,
      'GET',
      `/api/conversations/${conversationId}/messages`,
      lily,
      { headers: { origin: '', 'sec-fetch-site': 'cross-site' } },
    );
    expect(read.status).toBe(403);
    const { rows } = await t.db.query(
      `SELECT read_at FROM chat_messages WHERE conversation_id = $1 AND author = 'player'`,
      [conversationId],
    );
    expect(rows).toEqual([{ read_at: null }]);
    // A link from another site may still open the page itself: without the cookie (SameSite=Strict)
    // it is the sign-in form.
    const page = await deskRequest(t.app, 'GET', '', null, {
      headers: { 'sec-fetch-site': 'cross-site', origin: '' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('id="sign-in-name"');
  });

  it("refuses another site's sign-in (no one is signed into a session an attacker chose)", async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/ops/support/sign-in',
      headers: {
        host: DESK_HOST,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ name: 'Lily', password: 'agent-dev-pass' }),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the CSRF token', () => {
  it('refuses a POST without the token, with a wrong one, or with another session’s', async () => {
    const lily = await signIn(t.app, 'Lily');
    const other = await signIn(t.app, 'Lily');
    const { conversationId } = await memberChat(t);
    for (const token of ['', 'not-the-token', other.csrf, `${lily.csrf}x`]) {
      const answer = await reply(lily, conversationId, { 'x-desk-csrf': token });
      expect(answer.status, token).toBe(403);
    }
    // No session at all: 401, and nothing sent either.
    expect((await reply(null, conversationId)).status).toBe(401);
    expect(await agentLines(conversationId)).toBe(0);
    expect((await reply(lily, conversationId)).status).toBe(200);
  });

  it('gives each session its own token, on the desk page only', async () => {
    const first = await signIn(t.app, 'Lily');
    const second = await signIn(t.app, 'Lily');
    expect(first.csrf).not.toBe(second.csrf);
    expect(first.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const form = await deskRequest(t.app, 'GET', '', null);
    expect(form.body).not.toContain('data-csrf');
  });
});

describe('bodies', () => {
  it('refuses a form body, text or multipart where JSON is taken, before reading it', async () => {
    const lily = await signIn(t.app, 'Lily');
    const { conversationId } = await memberChat(t);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'text=Hi+from+a+form'],
      ['text/plain', '{"text":"Hi from text/plain"}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nHi\r\n--x--\r\n',
      ],
      // No type said: a JSON-looking body is still not taken.
      ['', '{"text":"Hi"}'],
    ] as const) {
      const answer = await deskRequest(
        t.app,
        'POST',
        `/api/conversations/${conversationId}/reply`,
        lily,
        { headers: { 'content-type': type }, payload },
      );
      expect(answer.status, type).toBe(415);
    }
    const signInForm = await t.app.inject({
      method: 'POST',
      url: '/ops/support/sign-in',
      headers: {
        host: DESK_HOST,
        origin: DESK_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=Lily&password=agent-dev-pass',
    });
    expect(signInForm.statusCode).toBe(415);
    // The image route takes multipart only.
    const imageAsJson = await deskRequest(
      t.app,
      'POST',
      `/api/conversations/${conversationId}/image`,
      lily,
      { payload: { file: 'x' } },
    );
    expect(imageAsJson.status).toBe(415);
    expect(await agentLines(conversationId)).toBe(0);
  });
});

describe('wrong passwords', () => {
  const T = new Date('2026-11-24T04:00:00Z');

  it('4 wrong then the right one signs in and starts the count afresh', async () => {
    t.clock.set(T);
    for (let i = 1; i < MAX_WRONG_ATTEMPTS; i++)
      expect((await postSignIn(t.app, 'Lily', `wrong-${i}`)).status).toBe(401);
    expect((await postSignIn(t.app, 'Lily')).status).toBe(200);
    for (let i = 1; i < MAX_WRONG_ATTEMPTS; i++)
      expect((await postSignIn(t.app, 'Lily', `wrong-${i}`)).status).toBe(401);
    expect((await postSignIn(t.app, 'Lily')).status).toBe(200);
  });

  it('the 5th wrong locks the agent for 15 minutes: the right password is refused without an scrypt check, until the lock ends', async () => {
    t.clock.set(T);
    for (let i = 1; i < MAX_WRONG_ATTEMPTS; i++)
      expect((await postSignIn(t.app, 'Lily', `wrong-${i}`)).status).toBe(401);
    const fifth = await postSignIn(t.app, 'Lily', 'wrong-5');
    expect(fifth.status).toBe(429);
    expect(JSON.parse(fifth.body).msg).toContain('15 minutes');

    const checks = vi.mocked(verifyPassword);
    checks.mockClear();
    t.clock.set(new Date(T.getTime() + ATTEMPT_LOCK_MS - 1000));
    const locked = await postSignIn(t.app, 'Lily');
    expect(locked.status).toBe(429);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expect(checks).not.toHaveBeenCalled();
    // Another agent is not locked by Lily's lock.
    expect((await postSignIn(t.app, 'Mark')).status).toBe(200);

    t.clock.set(new Date(T.getTime() + ATTEMPT_LOCK_MS));
    checks.mockClear();
    expect((await postSignIn(t.app, 'Lily')).status).toBe(200);
    expect(checks).toHaveBeenCalledOnce();
  });

  it(`takes ${DESK_SIGN_IN_PER_MINUTE} sign-in attempts a minute from one address, then refuses the next without checking it`, async () => {
    t.clock.set(T);
    for (let i = 0; i < DESK_SIGN_IN_PER_MINUTE; i++)
      expect((await postSignIn(t.app, `nobody-${i}`, 'guess', '198.51.100.9')).status).toBe(401);
    const checks = vi.mocked(verifyPassword);
    checks.mockClear();
    expect((await postSignIn(t.app, 'Lily', undefined, '198.51.100.9')).status).toBe(429);
    expect(checks).not.toHaveBeenCalled();
    // Another address is not held back, and a minute later this one may try again.
    expect((await postSignIn(t.app, 'Lily', undefined, '198.51.100.10')).status).toBe(200);
    t.clock.set(new Date(T.getTime() + 60_000));
    expect((await postSignIn(t.app, 'Lily', undefined, '198.51.100.9')).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records every agent action with its target, time and address', async () => {
    const T = new Date('2026-11-24T05:00:00Z');
    t.clock.set(T);
    const address = '203.0.113.7';
    const as = (session: DeskSession) => ({ remoteAddress: address, session });
    const post = (
      { session, remoteAddress }: ReturnType<typeof as>,
      url: string,
      payload: object = {},
      headers: Record<string, string> = {},
    ) => deskRequest(t.app, 'POST', url, session, { remoteAddress, payload, headers });

    expect((await postSignIn(t.app, 'Lily', 'wrong', address)).status).toBe(401);
    const lily = as(await signInFrom(address));
    const { conversationId } = await memberChat(t);
    expect(
      (await post(lily, `/api/conversations/${conversationId}/reply`, { text: 'Hi' })).status,
    ).toBe(200);
    const boundary = 'auditTest';
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('0000000d49484452', 'hex'),
    ]);
    const image = await deskRequest(
      t.app,
      'POST',
      `/api/conversations/${conversationId}/image`,
      lily.session,
      {
        remoteAddress: address,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      },
    );
    expect(image.status).toBe(200);
    expect((await post(lily, `/api/conversations/${conversationId}/close`)).status).toBe(200);
    const player = await t.registerPlayer();
    const saved = await t.call(
      'feedbackSave',
      { questionType: 'deposit', description: 'The deposit has not arrived after an hour' },
      { token: player.token },
    );
    const feedbackId = (saved.body.feedback as Feedback).id;
    expect(
      (await post(lily, `/api/feedback/${feedbackId}/reply`, { reply: 'It is credited now.' }))
        .status,
    ).toBe(200);
    // A refused action is not audited as done.
    expect(
      (
        await post(
          lily,
          `/api/conversations/${conversationId}/reply`,
          { text: 'x' },
          { 'x-desk-csrf': 'no' },
        )
      ).status,
    ).toBe(403);
    expect((await post(lily, '/sign-out')).status).toBe(200);
    // The ops command's reply is the agent's too, with no address.
    const other = await memberChat(t);
    await replyAsNamedAgent(
      { db: t.db, now: t.clock.now() },
      { conversationId: other.conversationId, agentName: 'Lily', text: 'From the ops command' },
    );

    const trail = (await listAgentAudit(t.db, { agentName: 'Lily', limit: 20 })).reverse();
    expect(
      trail.map(({ action, target, address: from, at }) => ({ action, target, from, at })),
    ).toEqual([
      { action: 'sign-in-failed', target: null, from: address, at: T },
      { action: 'sign-in', target: null, from: address, at: T },
      { action: 'chat.reply', target: `conversation:${conversationId}`, from: address, at: T },
      { action: 'chat.image', target: `conversation:${conversationId}`, from: address, at: T },
      { action: 'chat.close', target: `conversation:${conversationId}`, from: address, at: T },
      { action: 'feedback.reply', target: `feedback:${feedbackId}`, from: address, at: T },
      { action: 'sign-out', target: null, from: address, at: T },
      { action: 'chat.reply', target: `conversation:${other.conversationId}`, from: null, at: T },
    ]);
    expect(trail.every((e) => e.agentName === 'Lily')).toBe(true);
    expect(await listAgentAudit(t.db, { agentName: 'Mark', limit: 20 })).toEqual([]);
  });

  it('records the lock and the attempts refused during it', async () => {
    for (let i = 1; i <= MAX_WRONG_ATTEMPTS; i++) await postSignIn(t.app, 'Mark', `wrong-${i}`);
    await postSignIn(t.app, 'Mark');
    expect(await auditActions()).toEqual([
      ...Array.from({ length: MAX_WRONG_ATTEMPTS - 1 }, () => 'sign-in-failed'),
      'lock',
      'sign-in-locked',
    ]);
  });
});

/** Signs Lily in from an address and opens her page (the CSRF token), as signIn does. */
async function signInFrom(address: string): Promise<DeskSession> {
  const answer = await postSignIn(t.app, 'Lily', undefined, address);
  expect(answer.status).toBe(200);
  const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
  const page = await deskRequest(
    t.app,
    'GET',
    '',
    { cookie, csrf: '' },
    { remoteAddress: address },
  );
  return { cookie, csrf: /data-csrf="([^"]+)"/.exec(page.body)![1]! };
}

describe("the desk's pages", () => {
  /** The sha256 CSP sources of every inline script of a page. */
  const inlineScriptHashes = (html: string) =>
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`,
    );

  it('run their own inline scripts by hash and no other (no unsafe-inline)', async () => {
    const session = await signIn(t.app, 'Lily');
    const pages = [
      await t.app.inject({ method: 'GET', url: '/ops/support', headers: { host: DESK_HOST } }),
      await t.app.inject({
        method: 'GET',
        url: '/ops/support',
        headers: { host: DESK_HOST, cookie: session.cookie },
      }),
    ];
    for (const page of pages) {
      const policy = String(page.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      const hashes = inlineScriptHashes(page.body);
      expect(hashes.length).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc.split(' ')).toContain(hash);
    }
  });
});

describe("an agent's password hash below the current cost", () => {
  it('is hashed again at the current cost on the next right sign-in', async () => {
    const weak = await hashPassword(DEV_SUPPORT_AGENT_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
    await t.db.query(`UPDATE support_agents SET password_hash = $1 WHERE name = 'Lily'`, [weak]);
    await signIn(t.app, 'Lily');
    const { rows } = await t.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM support_agents WHERE name = 'Lily'`,
    );
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    await signIn(t.app, 'Lily');
  });
});
