import type { EndpointName, MessageCategory } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { postMessage } from '../src/core/messages/postMessage';
import { EN, playerWithoutMessages } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

interface ListedMessage {
  id: number;
  category: MessageCategory;
  title: string;
  summary: string;
  isRead: boolean;
  createdAt: string;
}

describe('message centre', () => {
  const t = useTestApp();

  const player = () => playerWithoutMessages(t);

  /** Posts a deposit message (order number n) a minute after the previous one. */
  async function post(userId: number, n: number, category: MessageCategory = 'depositWithdrawal') {
    t.clock.advance(60_000);
    const posted = await postMessage(t.db, {
      userId,
      category,
      titleKey: 'depositSucceeded.title',
      bodyKey: 'depositSucceeded.body',
      params: { orderNo: `D${n}`, amount: '100.00' },
      now: t.clock.now(),
    });
    return posted.id;
  }

  const call = (name: EndpointName, token: string, input: Record<string, unknown> = {}) =>
    t.call(name, input, { token, lang: EN });

  async function liveRow(id: number) {
    const { rows } = await t.db.query<{ read_at: Date | null; deleted_at: Date | null }>(
      'SELECT read_at, deleted_at FROM messages WHERE id = $1',
      [id],
    );
    return rows[0]!;
  }

  it.each([
    ['messageList', {}],
    ['getTop50MessageList', {}],
    ['getMessage', { id: 1 }],
    ['getUnReadMessageCount', {}],
    ['doReadMessage', { id: 1 }],
    ['modifyReadAllMessage', {}],
    ['deleteMessage', { id: 1 }],
  ] as const)('%s needs a login (401 without a token)', async (name, input) => {
    const answer = await t.call(name, input);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(401);
  });

  it('welcomes a new player in their language', async () => {
    const p = await t.registerPlayer();
    const list = await t.call('messageList', {}, { token: p.token });
    expect(list.body).toMatchObject({
      total: 1,
      list: [{ category: 'private', title: '欢迎加入 StarPlay', isRead: false }],
    });
    const [welcome] = list.body.list as ListedMessage[];
    const detail = await t.call('getMessage', { id: welcome!.id }, { token: p.token });
    expect((detail.body.message as { content: string }).content).toContain(p.username);
  });

  it('lists newest first, a page at a time, all or one category', async () => {
    const p = await player();
    const ids = [];
    for (let n = 1; n <= 5; n += 1)
      ids.push(await post(p.userId, n, n % 2 ? 'activity' : 'private'));
    const page = await call('messageList', p.token, { pageNum: 2, pageSize: 2 });
    expect(page.body).toMatchObject({ code: 0, total: 5, pageNum: 2, pageSize: 2 });
    expect((page.body.list as ListedMessage[]).map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect((page.body.list as ListedMessage[])[0]).toEqual({
      id: ids[2],
      category: 'activity',
      title: 'Deposit credited',
      summary: 'Your deposit of CN¥100.00 (order D3) has been credited to yo…',
      isRead: false,
      createdAt: '2026-01-15T04:03:00.000Z',
    });
    const privates = await call('messageList', p.token, { category: 'private' });
    expect(privates.body.total).toBe(2);
    expect((privates.body.list as ListedMessage[]).map((m) => m.id)).toEqual([ids[3], ids[1]]);
  });

  it('answers the 50 newest in top 50', async () => {
    const p = await player();
    const ids = [];
    for (let n = 1; n <= 53; n += 1) ids.push(await post(p.userId, n));
    const top = await call('getTop50MessageList', p.token);
    const list = top.body.messageList as ListedMessage[];
    expect(list).toHaveLength(50);
    expect(list[0]!.id).toBe(ids[52]);
    expect(list[49]!.id).toBe(ids[3]);
    const none = await call('getTop50MessageList', p.token, { category: 'announcement' });
    expect(none.body.messageList).toEqual([]);
  });

  it('reads one message without marking it read; doReadMessage marks it', async () => {
    const p = await player();
    const id = await post(p.userId, 7);
    const detail = await call('getMessage', p.token, { id });
    expect(detail.body.message).toMatchObject({
      id,
      isRead: false,
      content: 'Your deposit of CN¥100.00 (order D7) has been credited to your central wallet.',
    });
    expect((await liveRow(id)).read_at).toBeNull();
    expect((await call('doReadMessage', p.token, { id })).body.code).toBe(0);
    const readAt = (await liveRow(id)).read_at;
    expect(readAt).toEqual(t.clock.now());
    t.clock.advance(60_000);
    expect((await call('doReadMessage', p.token, { id })).body.code).toBe(0);
    expect((await liveRow(id)).read_at).toEqual(readAt);
    expect((await call('getMessage', p.token, { id })).body.message).toMatchObject({
      isRead: true,
    });
  });

  it('counts unread in total and per category, every category listed', async () => {
    const p = await player();
    const first = await post(p.userId, 1, 'activity');
    await post(p.userId, 2, 'activity');
    await post(p.userId, 3, 'notification');
    await call('doReadMessage', p.token, { id: first });
    const counts = await call('getUnReadMessageCount', p.token);
    expect(counts.body).toEqual({
      code: 0,
      msg: 'Success',
      unreadCount: 2,
      categoryUnreadList: [
        { category: 'private', unreadCount: 0 },
        { category: 'notification', unreadCount: 1 },
        { category: 'activity', unreadCount: 1 },
        { category: 'announcement', unreadCount: 0 },
        { category: 'depositWithdrawal', unreadCount: 0 },
      ],
    });
  });

  it('marks all read, or all of one category', async () => {
    const p = await player();
    await post(p.userId, 1, 'activity');
    await post(p.userId, 2, 'activity');
    await post(p.userId, 3, 'notification');
    const other = await player();
    await post(other.userId, 4, 'activity');

    const some = await call('modifyReadAllMessage', p.token, { category: 'activity' });
    expect(some.body).toMatchObject({ code: 0, updatedCount: 2 });
    expect((await call('getUnReadMessageCount', p.token)).body.unreadCount).toBe(1);
    expect((await call('modifyReadAllMessage', p.token)).body.updatedCount).toBe(1);
    expect((await call('getUnReadMessageCount', p.token)).body.unreadCount).toBe(0);
    expect((await call('getUnReadMessageCount', other.token)).body.unreadCount).toBe(1);
  });

  it('deletes for good: never listed, read or counted again', async () => {
    const p = await player();
    const kept = await post(p.userId, 1);
    const gone = await post(p.userId, 2);
    expect((await call('deleteMessage', p.token, { id: gone })).body.code).toBe(0);
    const list = await call('messageList', p.token);
    expect((list.body.list as ListedMessage[]).map((m) => m.id)).toEqual([kept]);
    expect(list.body.total).toBe(1);
    expect((await call('getTop50MessageList', p.token)).body.messageList).toHaveLength(1);
    expect((await call('getUnReadMessageCount', p.token)).body.unreadCount).toBe(1);
    const notFound = { code: 404, msg: 'The message does not exist' };
    expect((await call('getMessage', p.token, { id: gone })).body).toEqual(notFound);
    expect((await call('doReadMessage', p.token, { id: gone })).body).toEqual(notFound);
    expect((await call('deleteMessage', p.token, { id: gone })).body).toEqual(notFound);
    expect((await call('modifyReadAllMessage', p.token)).body.updatedCount).toBe(1);
    expect((await liveRow(gone)).read_at).toBeNull();
  });

  it("another player's message is not found and nothing changes", async () => {
    const owner = await player();
    const intruder = await player();
    const id = await post(owner.userId, 1);
    const notFound = { code: 404, msg: 'The message does not exist' };
    expect((await call('getMessage', intruder.token, { id })).body).toEqual(notFound);
    expect((await call('doReadMessage', intruder.token, { id })).body).toEqual(notFound);
    expect((await call('deleteMessage', intruder.token, { id })).body).toEqual(notFound);
    expect(await liveRow(id)).toEqual({ read_at: null, deleted_at: null });
    expect((await call('getUnReadMessageCount', owner.token)).body.unreadCount).toBe(1);
  });
});
