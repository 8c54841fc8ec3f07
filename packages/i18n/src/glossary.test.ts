import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  digitViolations,
  glossaryFile,
  glossaryViolations,
  localeTexts,
  punctuationViolations,
  readGlossary,
  type PlacedText,
} from './glossary';
import { LANGUAGE_KEYS, type LanguageKey } from './languages';

/**
 * Each language's glossary (packages/i18n/glossary) names every concept of the English one, and no
 * UI string or server message uses a variant where the glossary has a term
 * (docs/product-rules.md#languages). Seeded text is checked the same way by the API's seeds test.
 */

const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url));
const CONCEPTS = Object.keys(readGlossary('en')).sort();

function texts(language: LanguageKey): PlacedText[] {
  return readdirSync(`${LOCALES}${language}`)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      localeTexts(
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')),
      ),
    );
}

describe.each(LANGUAGE_KEYS)('the %s glossary', (language) => {
  it('exists and names every concept of the English glossary', () => {
    expect(existsSync(glossaryFile(language)), glossaryFile(language)).toBe(true);
    expect(Object.keys(readGlossary(language)).sort()).toEqual(expect.arrayContaining(CONCEPTS));
  });

  it('gives each concept a term, a note, and variants that differ from the term', () => {
    const bad = Object.entries(readGlossary(language)).filter(
      ([, e]) =>
        !e.term?.trim() ||
        !e.note?.trim() ||
        !Array.isArray(e.variants) ||
        e.variants.some((v) => !v.trim() || v === e.term),
    );
    expect(bad.map(([concept]) => concept)).toEqual([]);
  });

  it('is the word on every label that names the concept on its own', () => {
    const byPlace = new Map(texts(language).map((t) => [t.place, t.text]));
    const wrong = Object.entries(readGlossary(language)).flatMap(([concept, e]) =>
      (e.labels ?? [])
        .filter(
          (place) => !byPlace.get(place)?.toLocaleLowerCase().includes(e.term.toLocaleLowerCase()),
        )
        .map((place) => `${concept}: ${place} = ${JSON.stringify(byPlace.get(place))}`),
    );
    expect(wrong).toEqual([]);
  });

  it('is used instead of its variants in every UI string and server message', () => {
    expect(glossaryViolations(language, readGlossary(language), texts(language))).toEqual([]);
  });

  it('writes figures in 0-9 only in every UI string and server message (no Burmese digits)', () => {
    expect(digitViolations(language, texts(language))).toEqual([]);
  });

  it('goes with full-width punctuation in Chinese UI strings and server messages', () => {
    expect(punctuationViolations(language, texts(language))).toEqual([]);
  });
});
