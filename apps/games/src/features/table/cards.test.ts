import { describe, expect, it } from 'vitest';
import { cardFace } from './cards';

describe('card faces', () => {
  it('names cards by rank and suit', () => {
    expect(cardFace({ rank: 1, suit: 'spades' })).toEqual({ rank: 'A', suit: '♠' });
    expect(cardFace({ rank: 12, suit: 'hearts' })).toEqual({ rank: 'Q', suit: '♥' });
    expect(cardFace({ rank: 10, suit: 'clubs' })).toEqual({ rank: '10', suit: '♣' });
  });
});
