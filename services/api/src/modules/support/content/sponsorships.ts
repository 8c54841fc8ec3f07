import type { Club, Sponsorship } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { type Translated, inLanguage } from '../../../core/text';
import { DomainError } from '../../../core/errors';

interface SponsorshipRow {
  sponsorship_key: string;
  name: Translated;
  headline: Translated;
  summary: Translated;
  season: string;
  banner_url: string;
}

/** The sponsorship tab's cards in the request language (docs/product-rules.md#help). */
export async function sponsorships(db: Queryable, lang: LanguageKey): Promise<Sponsorship[]> {
  const { rows } = await db.query<SponsorshipRow>(
    `SELECT sponsorship_key, name, headline, summary, season, banner_url FROM sponsorships
      WHERE active ORDER BY sort, sponsorship_key`,
  );
  return rows.map((r) => ({
    key: r.sponsorship_key,
    name: inLanguage(r.name, lang),
    headline: inLanguage(r.headline, lang),
    summary: inLanguage(r.summary, lang),
    season: r.season,
    bannerUrl: r.banner_url,
  }));
}

interface ClubRow {
  club_key: string;
  name: Translated;
  founded: number;
  stadium: Translated;
  intro: Translated<string[]>;
  crest_url: string;
  banner_url: string;
}

/** A sponsored club's page by its sponsorship's key; an unknown or withdrawn key is not found. */
export async function sponsoredClub(db: Queryable, key: string, lang: LanguageKey): Promise<Club> {
  const { rows } = await db.query<ClubRow>(
    `SELECT c.club_key, c.name, c.founded, c.stadium, c.intro, c.crest_url, c.banner_url
       FROM sponsored_clubs c JOIN sponsorships s ON s.sponsorship_key = c.club_key
      WHERE c.club_key = $1 AND s.active`,
    [key],
  );
  const club = rows[0];
  if (!club) throw new DomainError('notFound', 'notFound');
  const honours = await db.query<{
    title: Translated;
    honour_count: number;
    years: string;
  }>(`SELECT title, honour_count, years FROM club_honours WHERE club_key = $1 ORDER BY sort`, [
    key,
  ]);
  const players = await db.query<{
    name: string;
    shirt_number: number;
    position: Translated;
    nationality: Translated;
    bio: Translated;
    image_url: string;
  }>(
    `SELECT name, shirt_number, position, nationality, bio, image_url FROM club_players
      WHERE club_key = $1 ORDER BY sort`,
    [key],
  );
  return {
    key: club.club_key,
    name: inLanguage(club.name, lang),
    founded: club.founded,
    stadium: inLanguage(club.stadium, lang),
    intro: club.intro[lang] ?? club.intro.en,
    crestUrl: club.crest_url,
    bannerUrl: club.banner_url,
    honours: honours.rows.map((h) => ({
      title: inLanguage(h.title, lang),
      count: h.honour_count,
      years: h.years,
    })),
    players: players.rows.map((p) => ({
      name: p.name,
      shirtNumber: p.shirt_number,
      position: inLanguage(p.position, lang),
      nationality: inLanguage(p.nationality, lang),
      bio: inLanguage(p.bio, lang),
      imageUrl: p.image_url,
    })),
  };
}
