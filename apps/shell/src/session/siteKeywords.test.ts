import { describe, expect, it } from 'vitest';
import { keywordsReloadDecision } from './siteKeywords';

describe('site keywords reload', () => {
  it('only remembers the keywords on a first visit', () => {
    expect(keywordsReloadDecision(null, 'a,b', null)).toBe('remember');
  });
  it('does nothing while the keywords stay the same', () => {
    expect(keywordsReloadDecision('a,b', 'a,b', null)).toBe('none');
  });
  it('reloads once when the keywords change', () => {
    expect(keywordsReloadDecision('a,b', 'a,c', null)).toBe('reload');
    expect(keywordsReloadDecision('a,b', 'a,c', 'a,c')).toBe('remember');
  });
});
