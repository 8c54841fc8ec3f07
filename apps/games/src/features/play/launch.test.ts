import { describe, expect, it } from 'vitest';
import { isFramableUrl, launchTarget } from './launch';

describe('launch target', () => {
  it('plays an in-house game on its own screen', () => {
    expect(launchTarget('STHOUSE', 'roulette', { gameUrl: '' })).toEqual({
      kind: 'inhouse',
      game: 'roulette',
    });
  });

  it('follows the answer: an in-house game named by the server', () => {
    expect(
      launchTarget('STLIVE', undefined, { kind: 'inhouse', game: 'baccarat', gameUrl: '' }),
    ).toEqual({
      kind: 'inhouse',
      game: 'baccarat',
    });
  });

  it('refuses an in-house game without a screen', () => {
    expect(launchTarget('STHOUSE', 'blackjack', { gameUrl: '' }).kind).toBe('unsupported');
  });

  it('plays sic bo and dragon tiger on their own screens', () => {
    for (const game of ['sicbo', 'dragonTiger'])
      expect(launchTarget('STHOUSE', game, { gameUrl: '' })).toEqual({ kind: 'inhouse', game });
  });

  it('opens another venue on its launch URL', () => {
    expect(
      launchTarget('STSLOT', 'slot-1', {
        kind: 'thirdParty',
        gameUrl: 'https://venue.example/p?t=1',
      }),
    ).toEqual({ kind: 'external', url: 'https://venue.example/p?t=1' });
  });

  it('never frames a script URL', () => {
    expect(isFramableUrl('javascript:alert(1)')).toBe(false);
    expect(isFramableUrl('data:text/html,x')).toBe(false);
    expect(isFramableUrl('/__venue/play?x=1')).toBe(true);
  });
});
