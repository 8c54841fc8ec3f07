import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS } from './languages';

/**
 * The login and registration forms (shell `form.*Placeholder`) stack each label above its input, so
 * at 390 px an input is about 358 px wide: a placeholder of at most 30 characters (graphemes, so a
 * Burmese or Thai cluster counts once) is seen whole. The captcha's input shares its row with the
 * image, so its placeholder has about half of that.
 */
const MAX_PLACEHOLDER = 30;
const MAX_CAPTCHA_PLACEHOLDER = 18;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const length = (text: string) => [...graphemes.segment(text)].length;

function formPlaceholders(language: string): [string, string][] {
  const file = fileURLToPath(new URL(`../locales/${language}/shell.json`, import.meta.url));
  const shell = JSON.parse(readFileSync(file, 'utf8')) as { form: Record<string, string> };
  return Object.entries(shell.form).filter(([key]) => key.endsWith('Placeholder'));
}

describe('login and registration placeholders fit a 390 px screen', () => {
  it.each(LANGUAGE_KEYS)('%s', (language) => {
    const placeholders = formPlaceholders(language);
    expect(placeholders.length).toBeGreaterThan(0);
    const tooLong = placeholders.filter(([key, text]) => {
      const max = key === 'captchaPlaceholder' ? MAX_CAPTCHA_PLACEHOLDER : MAX_PLACEHOLDER;
      return length(text) > max;
    });
    expect(tooLong).toEqual([]);
  });
});
