import {
  DEFAULT_LANGUAGE,
  languageByCode,
  languageFromBcp47,
  type LanguageKey,
} from '@platform/i18n/languages';

/** The `lang` header's code (1-8), if it names one of our languages. */
export function languageFromHeader(header: string | string[] | undefined): LanguageKey | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d$/.test(value.trim())) return null;
  return languageByCode(Number(value.trim()))?.key ?? null;
}

/** Accept-Language, best quality first: "en-US,en;q=0.9,zh;q=0.8". */
export function languageFromAcceptLanguage(header: string | undefined): LanguageKey | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
  return languageFromBcp47(tags)?.key ?? null;
}

/**
 * The request's language: the `lang` header, else the member's stored langType, else
 * Accept-Language, else Chinese (the product's first language).
 */
export function resolveLanguage(sources: {
  langHeader: string | string[] | undefined;
  memberLangType?: number | null;
  acceptLanguage: string | undefined;
}): LanguageKey {
  const fromHeader = languageFromHeader(sources.langHeader);
  if (fromHeader) return fromHeader;
  const stored = sources.memberLangType ? languageByCode(sources.memberLangType) : undefined;
  if (stored) return stored.key;
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
