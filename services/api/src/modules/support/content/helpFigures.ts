import {
  BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
  DEPOSIT_ARRIVAL_MINUTES,
  DEPOSIT_RANGES_YUAN,
  MAX_IMAGE_BYTES,
  RECOMMENDED_SCREEN,
  TOO_FREQUENT_WINDOW_MS,
  VENUE_LOCK_TURNOVER_MULTIPLE,
  VENUE_UNLOCK_BELOW_YUAN,
  VIP_LEVELS,
  VIP_MAINTENANCE_DAYS,
  WELFARE_BONUS_VALID_DAYS,
  WITHDRAWAL_CONTACT_AFTER_MINUTES,
  WITHDRAWAL_USUAL_MINUTES,
  businessZoneText,
} from '@platform/api-client/contract';
import { languageByKey, type LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';

/**
 * The figures a help article may name (docs/product-rules.md#help). Articles carry `{{name}}`
 * placeholders instead of typed figures, so an answer can never contradict the constant it
 * describes: each is filled here, from the contract's constants, when the article is read.
 */
const NUMBERS = {
  depositMin: DEPOSIT_ARRIVAL_MINUTES.min,
  depositMax: DEPOSIT_ARRIVAL_MINUTES.max,
  depositAmountMin: DEPOSIT_RANGES_YUAN.standard.min,
  depositStandardMax: DEPOSIT_RANGES_YUAN.standard.max,
  depositLargeMax: DEPOSIT_RANGES_YUAN.large.max,
  withdrawUsual: WITHDRAWAL_USUAL_MINUTES,
  withdrawContactAfter: WITHDRAWAL_CONTACT_AFTER_MINUTES,
  bonusTurnover: BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
  lockTurnover: VENUE_LOCK_TURNOVER_MULTIPLE,
  unlockBelow: VENUE_UNLOCK_BELOW_YUAN,
  tooFrequentSeconds: TOO_FREQUENT_WINDOW_MS / 1000,
  welfareDays: WELFARE_BONUS_VALID_DAYS,
  vipLevels: VIP_LEVELS,
  vipMaintenanceDays: VIP_MAINTENANCE_DAYS,
  screenWidth: RECOMMENDED_SCREEN.width,
  screenHeight: RECOMMENDED_SCREEN.height,
  colourBits: RECOMMENDED_SCREEN.colourBits,
  maxImageMb: MAX_IMAGE_BYTES / (1024 * 1024),
} as const;

/** Amounts of money, written with the language's grouping; other figures stay plain (1024×768). */
const GROUPED = new Set<keyof typeof NUMBERS>([
  'depositAmountMin',
  'depositStandardMax',
  'depositLargeMax',
]);

/** The finance chat desk's hours as the desk table holds them (docs/product-rules.md#customer-service). */
export interface DeskHours {
  opensAt: string | null;
  closesAt: string | null;
}

function financeHours(desk: DeskHours | undefined): string {
  if (!desk?.opensAt || !desk.closesAt) throw new Error('the finance chat desk has no hours');
  return `${desk.opensAt}-${desk.closesAt} (${businessZoneText(new Date(0))})`;
}

/** Reads the finance chat desk's hours: a help answer names them as the desk keeps them. */
export async function financeDeskHours(db: Queryable): Promise<DeskHours | undefined> {
  const { rows } = await db.query<{ opens_at: string | null; closes_at: string | null }>(
    `SELECT opens_at, closes_at FROM service_desks
      WHERE service_group = 'finance' AND channel = 'chat' ORDER BY sort, id LIMIT 1`,
  );
  const row = rows[0];
  return row ? { opensAt: row.opens_at, closesAt: row.closes_at } : undefined;
}

export type HelpFigure = keyof typeof NUMBERS | 'financeHours';
export const HELP_FIGURES: readonly HelpFigure[] = [
  ...(Object.keys(NUMBERS) as (keyof typeof NUMBERS)[]),
  'financeHours',
];

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Every placeholder name a text uses, known or not. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** The figures as the language writes them (Latin digits everywhere, its own grouping of amounts). */
export function helpFigures(lang: LanguageKey): Record<keyof typeof NUMBERS, string> {
  const format = new Intl.NumberFormat(languageByKey(lang)?.bcp47 ?? 'en', {
    numberingSystem: 'latn',
    maximumFractionDigits: 2,
  });
  const numbers = Object.fromEntries(
    Object.entries(NUMBERS).map(([name, value]) => [
      name,
      GROUPED.has(name as keyof typeof NUMBERS) ? format.format(value) : String(value),
    ]),
  ) as Record<keyof typeof NUMBERS, string>;
  return numbers;
}

/** Fills every `{{name}}` of a text; an unknown name is a seed mistake and throws. */
export function fillHelpFigures(text: string, lang: LanguageKey, desk?: DeskHours): string {
  const figures = helpFigures(lang);
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    if (name === 'financeHours') return financeHours(desk);
    if (!(name in figures)) throw new Error(`unknown help placeholder {{${name}}}`);
    return figures[name as keyof typeof NUMBERS];
  });
}
