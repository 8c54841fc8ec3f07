import { describe, expect, it } from 'vitest';
import { kenoRound } from '../keno/fixtures';
import { slotRound } from '../slot/fixtures';
import { SEEDS } from '../table/fixtures';
import { verify } from './replay';

describe('verify lucky numbers and the slot', () => {
  it('recomputes the 20 numbers of a keno draw in order and compares them with the round', () => {
    const round = kenoRound([]);
    const verdict = verify({ ...SEEDS, game: 'keno', nonce: 8 }, round);
    expect(verdict.hashMatches).toBe(true);
    expect(verdict.replayed).toEqual(
      expect.objectContaining({ game: 'keno', outcome: round.outcome }),
    );
    expect(verdict.outcomeMatches).toBe(true);
    expect(verify({ ...SEEDS, game: 'keno', nonce: 9 }, round).outcomeMatches).toBe(false);
    // The same numbers in another order are another draw.
    const shuffled = {
      ...round,
      outcome: { ...round.outcome, drawn: [...round.outcome.drawn].reverse() },
    };
    expect(verify({ ...SEEDS, game: 'keno', nonce: 8 }, shuffled).outcomeMatches).toBe(false);
  });

  it('recomputes the reel stops of a spin and compares them with the round', () => {
    const round = slotRound();
    const verdict = verify({ ...SEEDS, game: 'slot', nonce: 8 }, round);
    expect(verdict.replayed).toMatchObject({
      game: 'slot',
      outcome: { stops: round.outcome.stops, window: round.outcome.window },
    });
    expect(verdict.outcomeMatches).toBe(true);
    expect(verify({ ...SEEDS, game: 'slot', nonce: 9 }, round).outcomeMatches).toBe(false);
    expect(verify({ ...SEEDS, game: 'keno', nonce: 8 }, round).outcomeMatches).toBe(false);
  });
});
