import { LANGUAGE_KEYS, LANGUAGES, type LanguageKey } from '@platform/i18n/languages';
import { z } from 'zod';
import type { Database, Queryable } from '../../../db/database';
import { onBreakSql } from '../../../core/playerProtection';

/** An announcement stays current (new players still receive it) this long unless told otherwise. */
export const ANNOUNCEMENT_DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const announcementText = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(5000),
});

/**
 * What an operator publishes: the title and content in all 8 languages (every player reads it in
 * their own; no fallback, an announcement is worth translating) and how many days it stays current.
 * The content is plain text, stored as given.
 */
export const announcementInputSchema = z.object({
  text: z.object(
    Object.fromEntries(LANGUAGE_KEYS.map((lang) => [lang, announcementText])) as Record<
      LanguageKey,
      typeof announcementText
    >,
  ),
  days: z.number().int().min(1).max(365).default(ANNOUNCEMENT_DEFAULT_DAYS),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** users.lang_type (1-8) → the language key the translations are stored under. */
const LANG_OF_USER = `(VALUES ${LANGUAGES.map((l) => `(${l.code}, '${l.key}')`).join(', ')}) AS l(code, lang)`;

/**
 * Copies announcements into players' message centres, each in the player's language, in one
 * statement. A player receives an announcement once (unique per player and announcement), so a
 * repeated delivery, or one after the player deleted it, adds nothing. An announcement counts as
 * promotional: a player on a break is left out, and does not receive it later
 * (docs/decisions-api.md#responsible-gambling-breaks).
 */
const DELIVER = (where: string) => `
  WITH delivered AS (
    INSERT INTO messages (user_id, category, lang, title, content, created_at, announcement_id)
    SELECT u.id, 'announcement', t.lang, t.title, t.content, $1, a.id
    FROM announcements a
    CROSS JOIN users u
    JOIN ${LANG_OF_USER} ON l.code = u.lang_type
    JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = l.lang
    WHERE (${where}) AND NOT ${onBreakSql('u.id', '$1')}
    ON CONFLICT (user_id, announcement_id) DO NOTHING
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM delivered`;

export interface PublishedAnnouncement {
  announcementId: number;
  expiresAt: Date;
  /** Players who received it now. */
  delivered: number;
}

/** Publishes an announcement and fans it out to every player, all in one transaction. */
export async function publishAnnouncement(
  db: Database,
  input: AnnouncementInput,
  now: Date,
): Promise<PublishedAnnouncement> {
  const valid = announcementInputSchema.parse(input);
  const expiresAt = new Date(now.getTime() + valid.days * DAY_MS);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO announcements (published_at, expires_at) VALUES ($1, $2) RETURNING id',
      [now, expiresAt],
    );
    const announcementId = rows[0]!.id;
    for (const lang of LANGUAGE_KEYS) {
      const { title, content } = valid.text[lang];
      await tx.query(
        `INSERT INTO announcement_translations (announcement_id, lang, title, content)
         VALUES ($1, $2, $3, $4)`,
        [announcementId, lang, title, content],
      );
    }
    const sent = await tx.query<{ n: number }>(DELIVER('a.id = $2'), [now, announcementId]);
    return { announcementId, expiresAt, delivered: sent.rows[0]?.n ?? 0 };
  });
}

/** A new player receives the announcements still current, in the registration's transaction. */
export async function deliverCurrentAnnouncements(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    DELIVER('u.id = $2 AND a.published_at <= $1 AND a.expires_at > $1'),
    [now, userId],
  );
  return rows[0]?.n ?? 0;
}
