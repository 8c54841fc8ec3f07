import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '@platform/api-client/contract';
import { initiallyOpen } from './articles';

function article(id: number): HelpArticle {
  return { id, topic: 'deposit', question: `Q${id}`, answer: `<p>A${id}</p>`, top: false };
}

describe('initiallyOpen', () => {
  it('opens the article ?q= names', () => {
    expect(initiallyOpen([article(1), article(2), article(3)], '2')).toEqual(['2']);
  });

  it('opens the only article of a topic', () => {
    expect(initiallyOpen([article(7)], null)).toEqual(['7']);
  });

  it('opens nothing among several without ?q=, or when ?q= names another topic’s article', () => {
    expect(initiallyOpen([article(1), article(2)], null)).toEqual([]);
    expect(initiallyOpen([article(1), article(2)], '99')).toEqual([]);
  });
});
