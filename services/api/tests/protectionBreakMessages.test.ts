import { LANGUAGE_KEYS } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';
import en from '../../../packages/i18n/locales/en/server.json';
import { messageClassOf, postMessage } from '../src/core/messages';
import { publishAnnouncement } from '../src/modules/account/messages/announcements';
import { coolOff, setBreak } from './support/protectionBreak';
import { useTestApp } from './support/testApp';

/**
 * Promotional messages are not sent to a player on a break; service messages are
 * (docs/product-rules.md#responsible-gambling, docs/decisions-api.md#responsible-gambling-breaks).
 */
const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

/** Every message kind of server.json: each object under `messages` with a title, by its path. */
function messageKinds(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const kind = `${prefix}${key}`;
    const inner = value as Record<string, unknown>;
    return typeof inner.title === 'string' ? [kind] : messageKinds(inner, `${kind}.`);
  });
}

async function storedKinds(userId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ title_key: string | null; category: string }>(
    'SELECT title_key, category FROM messages WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.title_key ?? r.category);
}

describe('the closed list of message kinds', () => {
  it('classifies every message of server.json as service or promotional', () => {
    const kinds = messageKinds(en.messages);
    expect(kinds.length).toBeGreaterThan(30);
    expect(kinds.filter((kind) => messageClassOf(kind) === null)).toEqual([]);
  });

  it('knows no unnamed kind: a new one is unclassified until listed', () => {
    expect(messageClassOf('someNewBonus')).toBeNull();
    expect(messageClassOf('welfareArrived')).toBe('promotional');
    expect(messageClassOf('withdrawalPaid')).toBe('service');
    expect(messageClassOf('protection.breakStarted')).toBe('service');
    expect(messageClassOf('exclusionLifted')).toBe('service');
  });
});

describe('on a break', () => {
  it('stores no promotional message and every service message', async () => {
    const p = await t.registerPlayer();
    await setBreak(t.db, p.userId, coolOff(t.clock.now()));
    const now = t.clock.now();
    const promotional = await postMessage(t.db, {
      userId: p.userId,
      category: 'activity',
      titleKey: 'vipPromoted.title',
      bodyKey: 'vipPromoted.body',
      params: { level: 2 },
      now,
    });
    expect(promotional).toBeNull();
    const service = await postMessage(t.db, {
      userId: p.userId,
      category: 'notification',
      titleKey: 'withdrawalPaid.title',
      bodyKey: 'withdrawalPaid.body',
      params: { orderNo: 'W1', amount: { fen: 100 } },
      now,
    });
    expect(service).not.toBeNull();
    expect(await storedKinds(p.userId)).toEqual(['welcome.title', 'withdrawalPaid.title']);

    // The break over, promotional messages go again.
    t.clock.advance(7 * DAY);
    await postMessage(t.db, {
      userId: p.userId,
      category: 'activity',
      titleKey: 'vipPromoted.title',
      bodyKey: 'vipPromoted.body',
      params: { level: 2 },
      now: t.clock.now(),
    });
    expect(await storedKinds(p.userId)).toContain('vipPromoted.title');
  });

  it('leaves the player out of an announcement', async () => {
    const resting = await t.registerPlayer();
    const playing = await t.registerPlayer();
    await setBreak(t.db, resting.userId, coolOff(t.clock.now(), 1));
    const text = Object.fromEntries(
      LANGUAGE_KEYS.map((lang) => [lang, { title: `News ${lang}`, content: 'Big bonus weekend' }]),
    ) as Parameters<typeof publishAnnouncement>[1]['text'];
    const published = await publishAnnouncement(t.db, { text }, t.clock.now());
    expect(published.delivered).toBe(1);
    expect(await storedKinds(playing.userId)).toContain('announcement');
    expect(await storedKinds(resting.userId)).not.toContain('announcement');
  });
});
