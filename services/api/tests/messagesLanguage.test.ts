import { readFileSync } from 'node:fs';
import type { EndpointName } from '@platform/api-client/contract';
import { LANGUAGES, type LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import { describe, expect, it } from 'vitest';
import { businessTimeText } from '../src/core/time/businessTimeText';
import { amountParam, postMessage, timeParam } from '../src/core/messages/postMessage';
import { playerWithoutMessages } from './support/messagePlayer';
import { useTestApp } from './support/testApp';

/** Messages are read in the reader's language: docs/product-rules.md#messages. */
const code = (key: LanguageKey) => LANGUAGES.find((l) => l.key === key)!.code;
const text = (lang: LanguageKey, key: string, params: Record<string, unknown> = {}) =>
  translate(lang, `server:messages.${key}`, params);

interface Listed {
  id: number;
  title: string;
  summary: string;
  isRead: boolean;
}

describe('messages in the reader’s language', () => {
  const t = useTestApp();

  const player = () => playerWithoutMessages(t);

  const call = (
    name: EndpointName,
    token: string,
    lang: LanguageKey,
    input: Record<string, unknown> = {},
  ) => t.call(name, input, { token, lang: code(lang) });

  const setAt = new Date('2026-01-15T04:00:30Z');

  async function payPasswordSet(userId: number) {
    const posted = await postMessage(t.db, {
      userId,
      category: 'notification',
      titleKey: 'payPasswordSet.title',
      bodyKey: 'payPasswordSet.body',
      params: { time: timeParam(setAt) },
      now: t.clock.now(),
    });
    return posted.id;
  }

  it.each(LANGUAGES.map((l) => l.key))(
    'an account event written once (in English) reads in %s',
    async (lang) => {
      const p = await player();
      const id = await payPasswordSet(p.userId);
      const title = text(lang, 'payPasswordSet.title');
      const content = text(lang, 'payPasswordSet.body', { time: businessTimeText(setAt) });
      if (lang !== 'en') expect(title).not.toBe(text('en', 'payPasswordSet.title'));

      const list = await call('messageList', p.token, lang);
      expect(list.body.list).toEqual([expect.objectContaining({ id, title })]);
      const top = await call('getTop50MessageList', p.token, lang);
      expect(top.body.messageList).toEqual([expect.objectContaining({ id, title })]);
      const detail = await call('getMessage', p.token, lang, { id });
      expect(detail.body.message).toMatchObject({ id, title, content });
    },
  );

  it('switching language re-reads old messages; marks, deletes and unread counts are unchanged', async () => {
    const p = await player();
    const first = await payPasswordSet(p.userId);
    const second = await postMessage(t.db, {
      userId: p.userId,
      category: 'depositWithdrawal',
      titleKey: 'depositSucceeded.title',
      bodyKey: 'depositSucceeded.body',
      params: { orderNo: 'D9', amount: amountParam(123_456) },
      now: t.clock.now(),
    });
    for (const lang of ['zh', 'th', 'md'] as const) {
      const detail = await call('getMessage', p.token, lang, { id: second.id });
      expect(detail.body.message).toMatchObject({
        title: text(lang, 'depositSucceeded.title'),
        content: text(lang, 'depositSucceeded.body', {
          orderNo: 'D9',
          amount: 123_456,
          currency: 'CNY',
        }),
      });
    }
    const unread = await call('getUnReadMessageCount', p.token, 'th');
    expect(unread.body.unreadCount).toBe(2);
    expect((await call('doReadMessage', p.token, 'md', { id: first })).body.code).toBe(0);
    expect((await call('getUnReadMessageCount', p.token, 'zh')).body.unreadCount).toBe(1);
    expect((await call('deleteMessage', p.token, 'th', { id: second.id })).body.code).toBe(0);
    const left = await call('messageList', p.token, 'md');
    expect(left.body.total).toBe(1);
    expect((left.body.list as Listed[])[0]).toMatchObject({
      id: first,
      isRead: true,
      title: text('md', 'payPasswordSet.title'),
    });
    expect((await call('getUnReadMessageCount', p.token, 'en')).body.unreadCount).toBe(0);
  });

  it('the migration gives English rows without keys their keys and raw params; free text stays', async () => {
    const p = await player();
    const insert = async (title: string, content: string) => {
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO messages (user_id, category, lang, title, content, created_at)
         VALUES ($1, 'notification', 'en', $2, $3, $4) RETURNING id`,
        [p.userId, title, content, t.clock.now()],
      );
      return rows[0]!.id;
    };
    const welcome = await insert(
      'Welcome to StarPlay',
      text('en', 'welcome.body', { username: p.username }),
    );
    const failed = await insert(
      'Withdrawal failed',
      // As English messages were written then, before amounts carried their currency's sign.
      `Your withdrawal of 1,000.50 yuan (order W1) did not go through: ${text('en', 'withdrawalFailed.defaultReason')}. The amount is back in your central wallet.`,
    );
    const locked = await insert(
      'Payment password locked',
      text('en', 'payPasswordLocked.body', { until: '2026-01-15 12:45 (GMT+8)' }),
    );
    const free = await insert('Maintenance tonight', 'The site is down from 02:00 to 03:00.');
    const migration = readFileSync(
      new URL('../src/db/migrations/019_message_keys.sql', import.meta.url),
      'utf8',
    );
    await t.db.exec(migration);

    const { rows } = await t.db.query<{ id: number; title_key: string | null; params: object }>(
      'SELECT id, title_key, params FROM messages WHERE user_id = $1 ORDER BY id',
      [p.userId],
    );
    expect(rows).toEqual([
      { id: welcome, title_key: 'welcome.title', params: { username: p.username } },
      {
        id: failed,
        title_key: 'withdrawalFailed.title',
        params: {
          amount: { fen: 100_050 },
          orderNo: 'W1',
          reason: { key: 'withdrawalFailed.defaultReason' },
        },
      },
      {
        id: locked,
        title_key: 'payPasswordLocked.title',
        params: { until: { at: '2026-01-15T04:45:00.000Z' } },
      },
      { id: free, title_key: null, params: {} },
    ]);
    const th = await call('getMessage', p.token, 'th', { id: welcome });
    expect(th.body.message).toMatchObject({
      title: text('th', 'welcome.title'),
      content: text('th', 'welcome.body', { username: p.username }),
    });
    const md = await call('getMessage', p.token, 'md', { id: failed });
    expect((md.body.message as { content: string }).content).toContain('1,000.50');
    expect((md.body.message as { content: string }).content).toContain(
      text('md', 'withdrawalFailed.defaultReason'),
    );
    const freeText = await call('getMessage', p.token, 'th', { id: free });
    expect(freeText.body.message).toMatchObject({
      title: 'Maintenance tonight',
      content: 'The site is down from 02:00 to 03:00.',
    });
  });
});
