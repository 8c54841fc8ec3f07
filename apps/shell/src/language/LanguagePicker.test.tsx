import { describe, expect, it, vi } from 'vitest';
import { renderPage, screen } from '@platform/ui/testing';
import { LanguageContext } from './LanguageContext';
import { LanguagePicker } from './LanguagePicker';

describe('the language picker', () => {
  it('is named "Choose language" and the language it shows, in that language\'s own lang', () => {
    renderPage(
      <LanguageContext.Provider value={{ language: 'th', change: vi.fn(async () => undefined) }}>
        <LanguagePicker />
      </LanguageContext.Provider>,
      { url: '/' },
    );
    const picker = screen.getByTestId('language-picker');
    // What is seen ("ไทย") is part of what is heard (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Choose language: ไทย' })).toBe(picker);
    expect(picker.querySelector('[lang="th"]')?.textContent).toBe('ไทย');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
  });
});
