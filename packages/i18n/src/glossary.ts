import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LanguageKey } from './languages';

/**
 * One glossary per language (docs/product-rules.md#languages), in `packages/i18n/glossary/<lang>.json`
 * beside the locale files: each concept the player meets on several pages has one term, a note for
 * translators, and the variants a translation must not use instead. The checks below read UI
 * strings, server messages and seeded text alike, so a variant anywhere fails a test.
 */
export interface GlossaryEntry {
  /** The one word (or phrase) for the concept in this language. */
  term: string;
  /** What the concept is and how to use the term, for the next translator. */
  note: string;
  /** Other words seen for the same concept: none may appear in a player-facing text. */
  variants: string[];
  /**
   * `namespace:key` of labels that name the concept on their own: each must contain the term,
   * so the same thing reads the same on every page.
   */
  labels?: string[];
  /** `namespace:key` (or a seed's place) where a variant is right in its context; say why in the note. */
  allow?: string[];
}

export type Glossary = Record<string, GlossaryEntry>;

export interface PlacedText {
  /** Where the text lives: `namespace:key` for locale files, `seed:<file>:<path>` for seeds. */
  place: string;
  text: string;
}

export function glossaryFile(language: LanguageKey): string {
  return fileURLToPath(new URL(`../glossary/${language}.json`, import.meta.url));
}

export function readGlossary(language: LanguageKey): Glossary {
  return JSON.parse(readFileSync(glossaryFile(language), 'utf8')) as Glossary;
}

/** Lower-cases by the language's own rules, so a variant is found at the start of a sentence too. */
function fold(language: LanguageKey, text: string): string {
  return text.toLocaleLowerCase(language === 'vn' ? 'vi' : language === 'pg' ? 'pt' : undefined);
}

/** Scripts that separate words with spaces: a variant there must match whole words. */
const SPACED: ReadonlySet<LanguageKey> = new Set(['en', 'vn', 'pg', 'fp']);

function occurs(language: LanguageKey, haystack: string, needle: string): boolean {
  if (!SPACED.has(language)) return haystack.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

/**
 * Every use of a variant in `texts`, as `place: "variant" (concept → "term")`. The term's own
 * occurrences are taken out first, so a variant that is part of the term is not counted.
 */
export function glossaryViolations(
  language: LanguageKey,
  glossary: Glossary,
  texts: Iterable<PlacedText>,
): string[] {
  const found: string[] = [];
  const list = [...texts];
  for (const [concept, entry] of Object.entries(glossary)) {
    const allowed = new Set(entry.allow ?? []);
    const term = fold(language, entry.term);
    for (const { place, text } of list) {
      if (allowed.has(place)) continue;
      const plain = fold(language, text).split(term).join('\u0000');
      for (const variant of entry.variants) {
        if (occurs(language, plain, fold(language, variant)))
          found.push(`${place}: "${variant}" (${concept} → "${entry.term}")`);
      }
    }
  }
  return found;
}

/** Burmese digits ၀-၉: md writes figures in 0-9 only (docs/product-rules.md#languages). */
const BURMESE_DIGIT = /[\u1040-\u1049]/u;

/**
 * Every text of `language` that writes a figure in Burmese digits, as `place: "text"`. Amounts,
 * codes and order numbers come from code in 0-9, so a Burmese digit beside them makes a figure
 * ambiguous (and ၀ reads like the letter ဝ); empty for every language but md.
 */
export function digitViolations(language: LanguageKey, texts: Iterable<PlacedText>): string[] {
  if (language !== 'md') return [];
  return [...texts]
    .filter(({ text }) => BURMESE_DIGIT.test(text))
    .map(({ place, text }) => `${place}: ${JSON.stringify(text)}`);
}

/** Flattens a locale file into `namespace:key` → text. */
export function localeTexts(namespace: string, data: unknown): PlacedText[] {
  const out: PlacedText[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push({ place: `${namespace}:${path}`, text: value });
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(data, '');
  return out;
}

/** Languages written in Chinese, whose punctuation is full-width (docs/product-rules.md#languages). */
const CHINESE: ReadonlySet<LanguageKey> = new Set(['zh', 'hk']);

/**
 * Every ASCII , . : ; ! ? ( ) that touches a Chinese character in zh or hk text, as
 * `place: "…context…"`: Chinese is punctuated ，。：；！？（）. ASCII stays inside numbers,
 * placeholders, URLs and tags, and around Latin words ("USDT (TRC20)", "23:59 (GMT+8)。"), which
 * this does not flag. Empty for other languages.
 */
export function punctuationViolations(
  language: LanguageKey,
  texts: Iterable<PlacedText>,
): string[] {
  if (!CHINESE.has(language)) return [];
  const touching = /\p{Script=Han}[,.:;!?()]|[,.:;!?()]\p{Script=Han}/gu;
  const found: string[] = [];
  for (const { place, text } of texts)
    for (const match of text.matchAll(touching)) {
      const at = match.index ?? 0;
      found.push(`${place}: "${text.slice(Math.max(0, at - 6), at + 8)}"`);
    }
  return found;
}
