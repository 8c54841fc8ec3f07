import { describe, expect, it } from 'vitest';
import { playBaccarat, settleBaccarat } from './baccarat';
import { spinRoulette } from './roulette';
import { outcomeStream } from './stream';
import { replayRound } from './verify';

/**
 * Known vectors: any change to the derivation (HMAC message, word order, rejection, shoe order,
 * shuffle, dealing order) changes these cards and pockets. Recomputing them needs a deliberate
 * decision, since every round already played would stop verifying.
 */
const SERVER_SEED = '6f1c0b9e4a3d2c1b0a99887766554433221100ffeeddccbbaa99887766554433';
const CLIENT_SEED = 'lucky-player';
const SERVER_SEED_HASH = '274b3db7370201c5475490804a3eef45eaa7b2f83a1d4fbef12f0eafd1c7c83c';

describe('replaying a round from its revealed seeds', () => {
  it('reproduces a baccarat round where both sides draw (nonce 3)', () => {
    const replay = replayRound('baccarat', {
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 3,
      bets: { player: 1000, banker: 2000, playerPair: 100 },
    });
    expect(replay.serverSeedHash).toBe(SERVER_SEED_HASH);
    expect(replay.outcome).toEqual({
      player: [
        { rank: 12, suit: 'spades' },
        { rank: 12, suit: 'clubs' },
        { rank: 7, suit: 'clubs' },
      ],
      banker: [
        { rank: 11, suit: 'hearts' },
        { rank: 10, suit: 'diamonds' },
        { rank: 3, suit: 'clubs' },
      ],
      playerTotal: 7,
      bankerTotal: 3,
      winner: 'player',
      playerPair: true,
      bankerPair: false,
    });
    expect(replay.settlement).toMatchObject({
      stake: 3100,
      returned: 2000 + 1200,
      win: 100,
      validTurnover: 3100,
    });
  });

  it('reproduces a tied baccarat round whose player and banker stakes are pushed (nonce 7)', () => {
    const replay = replayRound('baccarat', {
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 7,
      bets: { player: 1000, banker: 2000, tie: 100 },
    });
    expect(replay.outcome.player).toEqual([
      { rank: 2, suit: 'hearts' },
      { rank: 6, suit: 'spades' },
    ]);
    expect(replay.outcome.banker).toEqual([
      { rank: 7, suit: 'hearts' },
      { rank: 1, suit: 'hearts' },
    ]);
    expect(replay.outcome.winner).toBe('tie');
    expect(replay.settlement).toMatchObject({
      stake: 3100,
      returned: 3900,
      win: 800,
      validTurnover: 100,
    });
  });

  it('reproduces the roulette pockets of nonces 0–7', () => {
    const pockets = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (nonce) =>
        replayRound('roulette', {
          serverSeed: SERVER_SEED,
          clientSeed: CLIENT_SEED,
          nonce,
          bets: [],
        }).outcome.pocket,
    );
    expect(pockets).toEqual([7, 3, 0, 7, 0, 16, 25, 3]);
    const replay = replayRound('roulette', {
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 1,
      bets: [
        { type: 'red', stake: 1000 },
        { type: 'straight', numbers: [3], stake: 100 },
        { type: 'dozen', index: 2, stake: 500 },
      ],
    });
    expect(replay.outcome).toEqual({ pocket: 3, colour: 'red' });
    expect(replay.settlement).toMatchObject({ stake: 1600, returned: 5600, validTurnover: 1600 });
  });

  it('agrees with playing the round directly from the same seeds', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      const seeds = { serverSeed: 'another server seed', clientSeed: 'player chosen', nonce };
      const bets = { banker: 1990, bankerPair: 10 };
      const dealt = playBaccarat(outcomeStream(seeds.serverSeed, seeds.clientSeed, nonce));
      expect(replayRound('baccarat', { ...seeds, bets })).toMatchObject({
        outcome: dealt,
        settlement: settleBaccarat(dealt, bets),
      });
      const spun = spinRoulette(outcomeStream(seeds.serverSeed, seeds.clientSeed, nonce));
      expect(replayRound('roulette', { ...seeds, bets: [] }).outcome).toEqual(spun);
    }
  });

  it('changes the outcome when the player changes the client seed', () => {
    const base = { serverSeed: SERVER_SEED, nonce: 3, bets: {} };
    const mine = replayRound('baccarat', { ...base, clientSeed: CLIENT_SEED });
    const theirs = replayRound('baccarat', { ...base, clientSeed: 'someone else' });
    expect(theirs.outcome).not.toEqual(mine.outcome);
  });

  it('refuses an illegal roulette bet rather than settling it', () => {
    expect(() =>
      replayRound('roulette', {
        serverSeed: SERVER_SEED,
        clientSeed: CLIENT_SEED,
        nonce: 0,
        bets: [{ type: 'corner', numbers: [1, 2, 3, 4], stake: 100 }],
      }),
    ).toThrow(RangeError);
  });
});

describe('replaying sic bo and dragon tiger rounds', () => {
  const seeds = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce });

  it('reproduces the sic bo dice of nonces 0–3 and settles with the odds recorded', () => {
    const dice = [0, 1, 2, 3].map((n) => replayRound('sicbo', { ...seeds(n), bets: [] }).outcome);
    expect(dice.map((o) => o.dice)).toEqual([
      [4, 1, 1],
      [5, 1, 5],
      [5, 5, 6],
      [5, 6, 3],
    ]);
    const replay = replayRound('sicbo', {
      ...seeds(1),
      bets: [
        { type: 'big', stake: 1000 },
        { type: 'single', face: 5, stake: 100 },
        { type: 'total', total: 11, stake: 100 },
      ],
    });
    expect(replay.outcome).toEqual({ dice: [5, 1, 5], total: 11, triple: false });
    expect(replay.settlement.bets.map((b) => [b.returned, b.odds])).toEqual([
      [2000, [1]],
      [300, [1, 2, 3]],
      [700, [6]],
    ]);
  });

  it('reproduces the dragon tiger cards of nonce 0 and settles them', () => {
    const replay = replayRound('dragonTiger', { ...seeds(0), bets: { dragon: 1000, tie: 100 } });
    expect(replay.outcome).toEqual({
      dragon: { rank: 3, suit: 'spades' },
      tiger: { rank: 12, suit: 'diamonds' },
      winner: 'tiger',
      suitedTie: false,
    });
    expect(replay.settlement).toMatchObject({ stake: 1100, returned: 0, validTurnover: 1100 });
  });
});
