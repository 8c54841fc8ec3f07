import { describe, expect, it } from 'vitest';
import { dragonTigerRound } from '../dragonTiger/fixtures';
import { sicboRound } from '../sicbo/fixtures';
import { verify } from './replay';

// Fixed seeds and what the engine makes of them (the hash is `printf d2-server-seed | sha256sum`).
const SEEDS = {
  serverSeed: 'd2-server-seed',
  serverSeedHash: '3f9a38fcab3f2291e2546e5d0b9d41f24e7a69bd696c8db07af3452a175e3310',
  clientSeed: 'my-lucky-seed',
};

describe('verify', () => {
  it('recomputes a roulette spin and checks the commitment', () => {
    const verdict = verify({ ...SEEDS, game: 'roulette', nonce: 7 }, null);
    expect(verdict.hashMatches).toBe(true);
    expect(verdict.replayed.game).toBe('roulette');
    expect(verdict.replayed.outcome).toEqual({ pocket: 7, colour: 'red' });
    expect(verdict.outcomeMatches).toBeNull();
  });

  it('recomputes a baccarat hand', () => {
    const { replayed } = verify({ ...SEEDS, game: 'baccarat', nonce: 8 }, null);
    expect(replayed.game === 'baccarat' && replayed.outcome.winner).toBe('tie');
    expect(replayed.game === 'baccarat' && replayed.outcome.playerTotal).toBe(6);
  });

  it('flags a seed that does not hash to the commitment', () => {
    const verdict = verify(
      {
        ...SEEDS,
        serverSeedHash: SEEDS.serverSeedHash.replace('3f', '00'),
        game: 'roulette',
        nonce: 7,
      },
      null,
    );
    expect(verdict.hashMatches).toBe(false);
  });
});

describe('verify sic bo and dragon tiger', () => {
  it('recomputes the dice of a sic bo round and compares them with the round', () => {
    const verdict = verify({ ...SEEDS, game: 'sicbo', nonce: 8 }, null);
    expect(verdict.replayed).toMatchObject({
      game: 'sicbo',
      outcome: { dice: [5, 4, 4], total: 13, triple: false },
    });
    const round = sicboRound([]);
    expect(verify({ ...SEEDS, game: 'sicbo', nonce: 8 }, round).outcomeMatches).toBe(true);
    expect(verify({ ...SEEDS, game: 'sicbo', nonce: 9 }, round).outcomeMatches).toBe(false);
  });

  it('recomputes the two cards of a dragon tiger coup and compares them with the round', () => {
    const round = dragonTigerRound([]);
    const verdict = verify({ ...SEEDS, game: 'dragonTiger', nonce: 3 }, round);
    expect(verdict.replayed).toMatchObject({
      game: 'dragonTiger',
      outcome: { winner: 'tie', dragon: { rank: 12, suit: 'hearts' } },
    });
    expect(verdict.outcomeMatches).toBe(true);
    expect(verify({ ...SEEDS, game: 'dragonTiger', nonce: 4 }, round).outcomeMatches).toBe(false);
    expect(verify({ ...SEEDS, game: 'roulette', nonce: 3 }, round).outcomeMatches).toBe(false);
  });
});
