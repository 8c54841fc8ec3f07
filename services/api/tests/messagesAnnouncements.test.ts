import { LANGUAGE_KEYS, type LanguageKey } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';
import {
  deliverCurrentAnnouncements,
  publishAnnouncement,
} from '../src/modules/account/messages/announcements';
import { useTestApp } from './support/testApp';

const DAY = 24 * 60 * 60_000;

/** The same announcement in all 8 languages, each title tagged with its language. */
function text(title: string, content: string) {
  return Object.fromEntries(
    LANGUAGE_KEYS.map((lang) => [lang, { title: `${title} ${lang}`, content }]),
  ) as Record<LanguageKey, { title: string; content: string }>;
}

interface Listed {
  id: number;
  category: string;
  title: string;
}

describe('announcements reach every player', () => {
  const t = useTestApp();

  const announce = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/__dev/announcements', payload: body });

  async function announcementsOf(token: string): Promise<Listed[]> {
    const list = await t.call('messageList', { category: 'announcement' }, { token });
    return list.body.list as Listed[];
  }

  it('reaches two players in their languages and a player who registers later', async () => {
    const zh = await t.registerPlayer();
    const en = await t.registerPlayer();
    await t.db.query('UPDATE users SET lang_type = 3 WHERE id = $1', [en.userId]);

    const published = await announce({ text: text('Maintenance', 'Tuesday 10:00-12:00.') });
    expect(published.json()).toMatchObject({ code: 0, delivered: 2 });

    expect(await announcementsOf(zh.token)).toMatchObject([
      { category: 'announcement', title: 'Maintenance zh' },
    ]);
    expect(await announcementsOf(en.token)).toMatchObject([{ title: 'Maintenance en' }]);

    t.clock.advance(DAY);
    const later = await t.registerPlayer();
    expect(await announcementsOf(later.token)).toMatchObject([{ title: 'Maintenance zh' }]);
    const unread = await t.call('getUnReadMessageCount', {}, { token: later.token });
    expect(unread.body.categoryUnreadList).toContainEqual({
      category: 'announcement',
      unreadCount: 1,
    });
  });

  it('reads in the language of the request, whatever the player’s language when it arrived', async () => {
    const player = await t.registerPlayer();
    await announce({ text: text('Switch', 'Read me in any language.') });
    for (const [lang, code] of [
      ['th', 4],
      ['md', 8],
    ] as const) {
      const list = await t.call(
        'messageList',
        { category: 'announcement' },
        { token: player.token, lang: code },
      );
      expect(list.body.list).toMatchObject([{ title: `Switch ${lang}` }]);
      const [listed] = list.body.list as Listed[];
      const detail = await t.call(
        'getMessage',
        { id: listed!.id },
        { token: player.token, lang: code },
      );
      expect(detail.body.message).toMatchObject({ title: `Switch ${lang}` });
    }
  });

  it('stops reaching new players once it is no longer current', async () => {
    await announce({ text: text('Short', 'Only three days.'), days: 3 });
    t.clock.advance(3 * DAY);
    const late = await t.registerPlayer();
    expect(await announcementsOf(late.token)).toEqual([]);
  });

  it('stores the content exactly as given: markup stays text, nothing turns it into HTML', async () => {
    const player = await t.registerPlayer();
    const content = '<script>alert("x")</script> & <b>bold</b> {{notAParam}}';
    await announce({ text: text('Markup', content) });
    const [listed] = await announcementsOf(player.token);
    expect(listed).toMatchObject({ title: 'Markup zh' });
    const detail = await t.call('getMessage', { id: listed!.id }, { token: player.token });
    expect((detail.body.message as { content: string; summary: string }).content).toBe(content);
  });

  it('is received once: delivering again, or after the player deleted it, adds nothing', async () => {
    const player = await t.registerPlayer();
    const { announcementId } = await publishAnnouncement(
      t.db,
      { text: text('Once', 'Only once.') },
      t.clock.now(),
    );
    const [listed] = await announcementsOf(player.token);
    await t.call('deleteMessage', { id: listed!.id }, { token: player.token });
    // A second delivery of the same announcement (the registration path, run again).
    expect(await deliverCurrentAnnouncements(t.db, player.userId, t.clock.now())).toBe(0);
    expect(await announcementsOf(player.token)).toEqual([]);
    const { rows } = await t.db.query(
      'SELECT 1 FROM messages WHERE user_id = $1 AND announcement_id = $2',
      [player.userId, announcementId],
    );
    expect(rows).toHaveLength(1);
  });

  it('needs all 8 languages', async () => {
    const { md: _md, ...seven } = text('Missing', 'One language short.');
    const refused = await announce({ text: seven });
    expect(refused.json()).toMatchObject({ code: 400 });
    const { rows } = await t.db.query('SELECT 1 FROM announcements');
    expect(rows).toEqual([]);
  });
});
