import {
  ACTIVITY_CLASSIFICATIONS,
  type Activity,
  type ActivityClassification,
  type ActivityDetail,
  type ActivityKind,
  type ActivityTerms,
} from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import { memberFigures, type MemberFigures } from '../../../core/site';
import { type Translated, inLanguage, sanitizeOfferHtml } from '../../../core/text';
import { DomainError } from '../../../core/errors';
import { businessDate } from '../../../core/time';

/** An offer as the engine reads it (docs/product-rules.md#offers). */
export interface Offer {
  id: number;
  classification: ActivityClassification;
  kind: ActivityKind;
  sort: number;
  title: Translated;
  summary: Translated;
  content: Translated;
  bannerUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  platCodes: string[];
  terms: ActivityTerms;
}

/** An ended offer stays in the list this long after its end, shown as ended. */
export const ENDED_OFFER_LISTED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface OfferRow {
  id: number;
  classification: ActivityClassification;
  kind: ActivityKind;
  sort: number;
  title: Translated;
  summary: Translated;
  content: Translated;
  banner_url: string | null;
  starts_at: Date;
  ends_at: Date | null;
  frequency: ActivityTerms['frequency'];
  min_transfer: number;
  bonus_ratio_bp: number;
  max_bonus: number;
  turnover_multiple: number;
  time_limit_hours: number | null;
  min_vip_level: number | null;
  excludes_agents: boolean;
  plat_codes: string[];
  terms_by_vip_level: ActivityTerms['termsByVipLevel'];
}

const OFFER_COLUMNS = `id, classification, kind, sort, title, summary, content, banner_url, starts_at,
  ends_at, frequency, min_transfer, bonus_ratio_bp, max_bonus, turnover_multiple, time_limit_hours,
  min_vip_level, excludes_agents, plat_codes, terms_by_vip_level`;

function toOffer(row: OfferRow): Offer {
  return {
    id: Number(row.id),
    classification: row.classification,
    kind: row.kind,
    sort: row.sort,
    title: row.title,
    summary: row.summary,
    content: row.content,
    bannerUrl: row.banner_url,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    platCodes: row.plat_codes,
    terms: {
      frequency: row.frequency,
      minTransfer: Number(row.min_transfer),
      bonusRatioBp: row.bonus_ratio_bp,
      maxBonus: Number(row.max_bonus),
      turnoverMultiple: row.turnover_multiple,
      timeLimitHours: row.time_limit_hours,
      minVipLevel: row.min_vip_level,
      excludesAgents: row.excludes_agents,
      requiresTransfer: row.kind !== 'rebateBoost',
      termsByVipLevel: row.terms_by_vip_level,
    },
  };
}

/**
 * The offer's terms in a member's currency: the minimum transfer and the bonus maximum (of every
 * VIP row too) are operator figures written in fen (docs/product-rules.md#currency); the ratio,
 * the multiple and the hours stay as written.
 */
export function termsIn(terms: ActivityTerms, figure: MemberFigures['figure']): ActivityTerms {
  return {
    ...terms,
    minTransfer: figure(terms.minTransfer),
    maxBonus: figure(terms.maxBonus),
    termsByVipLevel:
      terms.termsByVipLevel?.map((row) => ({
        ...row,
        minTransfer: figure(row.minTransfer),
        maxBonus: figure(row.maxBonus),
      })) ?? null,
  };
}

/** The offer with its terms read in a member's currency. */
export function offerIn(offer: Offer, figure: MemberFigures['figure']): Offer {
  return { ...offer, terms: termsIn(offer.terms, figure) };
}

/** One offer, or null. */
export async function findOffer(db: Queryable, id: number): Promise<Offer | null> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM activities WHERE id = $1`,
    [id],
  );
  return rows[0] ? toOffer(rows[0]) : null;
}

/** One offer, or the player reads "this offer does not exist". */
export async function requireOffer(db: Queryable, id: number): Promise<Offer> {
  const offer = await findOffer(db, id);
  if (!offer) throw new DomainError('notFound', 'activityNotFound');
  return offer;
}

/** Every offer whose period is open now, in list order. */
export async function openOffers(db: Queryable, now: Date): Promise<Offer[]> {
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM activities
     WHERE starts_at <= $1 AND (ends_at IS NULL OR ends_at > $1) ORDER BY sort, id`,
    [now],
  );
  return rows.map(toOffer);
}

/** The period as anyone sees it: open from its start (included) to its end (excluded). */
export function periodStateOf(
  offer: Pick<Offer, 'startsAt' | 'endsAt'>,
  now: Date,
): Activity['periodState'] {
  if (now < offer.startsAt) return 'notStarted';
  if (offer.endsAt && now >= offer.endsAt) return 'ended';
  return 'open';
}

/** The period an application counts in: once ever, or the business day for a daily offer. */
export function periodKeyOf(offer: Pick<Offer, 'terms'>, now: Date): string {
  return offer.terms.frequency === 'daily' ? businessDate(now) : 'once';
}

function toActivity(offer: Offer, lang: LanguageKey, now: Date): Activity {
  return {
    id: offer.id,
    classification: offer.classification,
    kind: offer.kind,
    title: inLanguage(offer.title, lang),
    summary: inLanguage(offer.summary, lang),
    bannerUrl: offer.bannerUrl,
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt?.toISOString() ?? null,
    // Every kind the engine runs is applied for; a rebate boost's application is approved at once.
    needsApplication: true,
    periodState: periodStateOf(offer, now),
  };
}

/**
 * A page of the offers list: every offer not ended, and ended ones for ENDED_OFFER_LISTED_DAYS
 * after their end, by sort then id (docs/decisions.md#offers).
 */
export async function activityPage(
  db: Queryable,
  req: { pageNum: number; pageSize: number; classification?: ActivityClassification | undefined },
  lang: LanguageKey,
  now: Date,
): Promise<{ list: Activity[]; total: number; pageNum: number; pageSize: number }> {
  const where = `(ends_at IS NULL OR ends_at > $1) AND ($2::text IS NULL OR classification = $2)`;
  const params = [
    new Date(now.getTime() - ENDED_OFFER_LISTED_DAYS * DAY_MS),
    req.classification ?? null,
  ];
  const { rows: count } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM activities WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM activities WHERE ${where} ORDER BY sort, id LIMIT $3 OFFSET $4`,
    [...params, req.pageSize, (req.pageNum - 1) * req.pageSize],
  );
  return {
    list: rows.map((row) => toActivity(toOffer(row), lang, now)),
    total: count[0]!.total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

/** The offers tabs with their names in the language, in the catalogue's order. */
export function activityClassifications(lang: LanguageKey) {
  return ACTIVITY_CLASSIFICATIONS.map((classification, index) => ({
    classification,
    name: translate(lang, `server:offers.classifications.${classification}`),
    sort: index + 1,
  }));
}

/** Venue names in the language, in the order given. */
export async function venueNames(
  db: Queryable,
  platCodes: readonly string[],
  lang: LanguageKey,
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ plat_code: string; names: Translated }>(
    'SELECT plat_code, names FROM venue_platforms WHERE plat_code = ANY($1::text[])',
    [platCodes],
  );
  return new Map(rows.map((r) => [r.plat_code, inLanguage(r.names, lang)]));
}

/**
 * One offer with its sanitised page, its terms in the reader's currency (a guest's: a new
 * member's) and its venues named in the language.
 */
export async function activityDetail(
  db: Queryable,
  id: number,
  reader: { userId: number | null; lang: LanguageKey },
  now: Date,
): Promise<ActivityDetail> {
  const { lang } = reader;
  const { figure } = await memberFigures(db, reader.userId);
  const offer = offerIn(await requireOffer(db, id), figure);
  const names = await venueNames(db, offer.platCodes, lang);
  return {
    ...toActivity(offer, lang, now),
    content: sanitizeOfferHtml(inLanguage(offer.content, lang)),
    terms: offer.terms,
    venues: offer.platCodes.map((platCode) => ({
      platCode,
      platName: names.get(platCode) ?? platCode,
    })),
  };
}
