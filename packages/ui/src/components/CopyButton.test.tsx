// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS } from '@platform/i18n';
import { renderPage, screen } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { CopyButton } from './CopyButton';

setupAreaTests([]);

describe('copy button', () => {
  it('is named "Copy <what>", so each copy button on a page says what it copies', () => {
    renderPage(<CopyButton text="D2026" what="Order number" />, { url: '/' });
    expect(screen.getByRole('button', { name: 'Copy Order number' }).textContent).toBe('Copy');
  });

  it('keeps the word it shows at the start of its name when it does not say what', () => {
    renderPage(<CopyButton text="D2026" />, { url: '/' });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});

/** The kit's copy strings of one language, read from its locale file. */
function copyStrings(language: string): { action: string; named: string } {
  const file = join(import.meta.dirname, `../../../i18n/locales/${language}/common.json`);
  return (
    JSON.parse(readFileSync(file, 'utf8')) as { kit: { copy: { action: string; named: string } } }
  ).kit.copy;
}

// A name that does not hold the words a button shows fails a voice-control user who says them
// (WCAG 2.5.3, label in name): in every language the named form keeps the shown word whole.
describe.each(LANGUAGE_KEYS)('copy button name in %s', (language) => {
  it('holds the word the button shows and says what it copies', () => {
    const { action, named } = copyStrings(language);
    expect(named).toContain(action);
    expect(named).toContain('{{what}}');
  });
});

// axe splits a name into words at spaces and at combining marks (Thai vowel and tone marks), so
// "คัดลอกหมายเลขคำสั่ง" no longer holds "คัดลอก" as a word; Chinese is written without spaces.
const SPACED = LANGUAGE_KEYS.filter((language) => language !== 'zh' && language !== 'hk');
describe.each(SPACED)('copy button name in %s', (language) => {
  it('sets the word the button shows apart from what it copies with a space', () => {
    const { action, named } = copyStrings(language);
    expect(named.startsWith(`${action} `) || named.endsWith(` ${action}`)).toBe(true);
  });
});
