import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';

export interface SysBank {
  bankId: number;
  bankCode: string;
  bankName: string;
  logoUrl: string | null;
}

/** Languages to try for a bank's name: the request's, then English, then Chinese. */
const LANGS = (langParam: string) => `ARRAY[${langParam}::text, 'en', 'zh']`;

/** A scalar subquery: the bank's name in the request language (with fallbacks). */
export function bankNameSql(bankIdColumn: string, langParam: string): string {
  return `(SELECT t.bank_name FROM sys_bank_translations t
    WHERE t.bank_id = ${bankIdColumn} AND t.lang = ANY(${LANGS(langParam)})
    ORDER BY array_position(${LANGS(langParam)}, t.lang) LIMIT 1)`;
}

/** The supported withdrawal banks (getSysBank), in the picker's order. */
export async function listSysBanks(db: Queryable, lang: LanguageKey): Promise<SysBank[]> {
  const { rows } = await db.query<{
    id: number;
    bank_code: string;
    bank_name: string;
    logo_url: string | null;
  }>(
    `SELECT b.id, b.bank_code, ${bankNameSql('b.id', '$1')} AS bank_name, b.logo_url
     FROM sys_banks b WHERE b.active ORDER BY b.sort, b.id`,
    [lang],
  );
  return rows.map((r) => ({
    bankId: r.id,
    bankCode: r.bank_code,
    bankName: r.bank_name,
    logoUrl: r.logo_url,
  }));
}

/** Whether a bank id is one a player may bind a card of. */
export async function isSupportedBank(db: Queryable, bankId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sys_banks WHERE id = $1 AND active', [bankId]);
  return rows.length > 0;
}
