import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../db/database';

/**
 * Reading what the site shows. Text a person reads is stored per language; a language with no row
 * falls back to English, then Chinese, so a half-translated item still shows something.
 */
const FALLBACK = `ARRAY['en', 'zh']`;

/** The language order used in ORDER BY: the requested one, then the fallbacks. */
const LANG_RANK = (column: string) => `array_position(ARRAY[$1::text] || ${FALLBACK}, ${column})`;

export async function websiteBasicList(
  db: Queryable,
): Promise<{ configKey: string; configValue: string }[]> {
  const { rows } = await db.query<{ config_key: string; config_value: string }>(
    'SELECT config_key, config_value FROM site_info ORDER BY sort, config_key',
  );
  return rows.map((r) => ({ configKey: r.config_key, configValue: r.config_value }));
}

export async function sysConfigValue(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query<{ config_value: string }>(
    'SELECT config_value FROM sys_config WHERE config_key = $1',
    [key],
  );
  return rows[0]?.config_value ?? null;
}

/**
 * An operator's change of one existing sys_config value (pnpm ops config:set). The readers read
 * it at each call, so it applies at once. Answers false when no such key exists.
 */
export async function setSysConfigValue(
  db: Queryable,
  key: string,
  value: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE sys_config SET config_value = $2 WHERE config_key = $1 RETURNING config_key',
    [key, value],
  );
  return rows.length > 0;
}

export interface RegisterItemSwitch {
  itemKey: string;
  isShow: boolean;
  isRequired: boolean;
  sort: number;
}

/** The registration-item switch (which sign-up fields are shown and required), read once here. */
export async function loadRegisterItems(db: Queryable): Promise<RegisterItemSwitch[]> {
  const { rows } = await db.query<{
    item_key: string;
    is_show: boolean;
    is_required: boolean;
    sort: number;
  }>('SELECT item_key, is_show, is_required, sort FROM register_items ORDER BY sort, item_key');
  return rows.map((r) => ({
    itemKey: r.item_key,
    isShow: r.is_show,
    isRequired: r.is_required,
    sort: r.sort,
  }));
}

/** The registration-item switch as getRegisterItem answers it (flags as 0 or 1). */
export async function registerItemList(
  db: Queryable,
): Promise<{ itemKey: string; isShow: 0 | 1; isRequired: 0 | 1; sort: number }[]> {
  return (await loadRegisterItems(db)).map((item) => ({
    ...item,
    isShow: item.isShow ? 1 : 0,
    isRequired: item.isRequired ? 1 : 0,
  }));
}

export async function siteText(
  db: Queryable,
  textKey: string,
  lang: LanguageKey,
): Promise<{ title: string; content: string } | null> {
  const { rows } = await db.query<{ title: string; content: string }>(
    `SELECT title, content FROM site_texts
     WHERE text_key = $2 AND lang = ANY(ARRAY[$1::text] || ${FALLBACK})
     ORDER BY ${LANG_RANK('lang')} LIMIT 1`,
    [lang, textKey],
  );
  return rows[0] ?? null;
}

export async function noticeList(db: Queryable, lang: LanguageKey, now: Date) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    content: string;
    published_at: Date;
  }>(
    `SELECT DISTINCT ON (n.id) n.id, t.title, t.content, n.published_at, n.sort
     FROM notices n JOIN notice_translations t ON t.notice_id = n.id
     WHERE n.active AND n.published_at <= $2 AND t.lang = ANY(ARRAY[$1::text] || ${FALLBACK})
     ORDER BY n.id, ${LANG_RANK('t.lang')}`,
    [lang, now],
  );
  return rows
    .sort((a, b) => b.published_at.getTime() - a.published_at.getTime())
    .map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      publishedAt: r.published_at.toISOString(),
    }));
}

export async function slideList(db: Queryable, lang: LanguageKey) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    image_url: string;
    link_url: string | null;
    sort: number;
  }>(
    `SELECT DISTINCT ON (s.id) s.id, t.title, s.image_url, s.link_url, s.sort
     FROM slides s JOIN slide_translations t ON t.slide_id = s.id
     WHERE s.active AND t.lang = ANY(ARRAY[$1::text] || ${FALLBACK})
     ORDER BY s.id, ${LANG_RANK('t.lang')}`,
    [lang],
  );
  return rows
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((r) => ({ id: r.id, title: r.title, imageUrl: r.image_url, linkUrl: r.link_url }));
}

export async function dictionary(db: Queryable, dictType: string, lang: LanguageKey) {
  const { rows } = await db.query<{ dict_value: string; label: string; sort: number }>(
    `SELECT DISTINCT ON (e.dict_value) e.dict_value, l.label, e.sort
     FROM dictionary_entries e JOIN dictionary_labels l ON l.dict_type = e.dict_type AND l.dict_value = e.dict_value
     WHERE e.dict_type = $2 AND l.lang = ANY(ARRAY[$1::text] || ${FALLBACK})
     ORDER BY e.dict_value, ${LANG_RANK('l.lang')}`,
    [lang, dictType],
  );
  return rows
    .sort((a, b) => a.sort - b.sort)
    .map((r) => ({ dictLabel: r.label, dictValue: r.dict_value, sort: r.sort }));
}

/** The site text that holds the registration agreement the sign-up form links to. */
export const REGISTER_TERMS_KEY = 'registerTerms';
