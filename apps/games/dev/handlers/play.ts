// Standalone dev only: the play pages and the in-house tables against a venue wallet kept in
// memory, rounds played by the real engine (@platform/fair-games) on a fixed dev seed so they can
// be verified. Scenarios: `emptyVenue` (the venue starts at 0, to try the top-up sheet),
// `noAnswer` (a round gets no answer: the unknown-outcome notice).
import { HttpResponse, type HttpHandler } from 'msw';
import { hashServerSeed, type BaccaratBets, type DragonTigerBets } from '@platform/fair-games';
import { INHOUSE_PLAT_CODE, type PayloadOf, type RequestOf } from '@platform/api-client';
import {
  playBaccaratRound,
  playDragonTigerRound,
  playKenoRound,
  playRouletteRound,
  playSicboRound,
  playSlotRound,
  type PlayedInhouseRound,
} from '@platform/api-client/contract';
import { recordCalls } from '@platform/ui/testing';
import { lottery6Handlers } from './lottery6';
import { sportsbookHandlers } from './sportsbook';

type Round = PayloadOf<'playBaccarat'>['round'];

export function playHandlers(scenario: string | null): HttpHandler[] {
  const state = {
    central: 100_000,
    venue: scenario === 'emptyVenue' ? 0 : 20_000,
    clientSeed: 'dev-client-seed',
    nonce: 0,
    rounds: new Map<string, Round>(),
  };
  const serverSeed = (nonce: number) => `dev-server-seed-${nonce}`;
  const seedState = () => ({
    serverSeedHash: hashServerSeed(serverSeed(state.nonce)),
    clientSeed: state.clientSeed,
    nonce: state.nonce,
  });
  const common = (stake: number, returned: number, validTurnover: number) => {
    const seeds = {
      serverSeed: serverSeed(state.nonce),
      clientSeed: state.clientSeed,
      nonce: state.nonce,
    };
    return {
      roundId: String(1000 + state.nonce),
      stake,
      returned,
      validTurnover,
      winLose: returned - stake,
      ...seeds,
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      settledAt: new Date().toISOString(),
    };
  };
  const finish = (round: Round) => {
    state.venue += round.returned - round.stake;
    state.rounds.set(round.roundId, round);
    state.nonce += 1;
    return { round, venueBalance: state.venue, nextSeed: seedState() };
  };
  const seeds = () => ({
    serverSeed: serverSeed(state.nonce),
    clientSeed: state.clientSeed,
    nonce: state.nonce,
  });
  /** A round the venue plays as the API does (the contract's inhouseRounds), or no answer. */
  const play = (round: () => PlayedInhouseRound) => {
    if (scenario === 'noAnswer') return HttpResponse.error();
    const played = round();
    return finish({
      ...common(played.stake, played.returned, played.validTurnover),
      ...played.detail,
    });
  };

  return [
    recordCalls('getGameUrl', (body) => ({
      kind: body.platCode === INHOUSE_PLAT_CODE ? 'inhouse' : 'thirdParty',
      game: body.gameCode ? String(body.gameCode) : null,
      gameName: body.gameCode ? String(body.gameCode) : null,
      gameUrl: 'https://example.com/',
      openMode: body.platCode === INHOUSE_PLAT_CODE ? null : 'h5',
      transferredAmount: 0,
    })).handler,
    recordCalls('getUserPlatBalance', (body) => ({
      platCode: String(body.platCode),
      balance: state.venue,
      maintenance: false,
      locked: false,
    })).handler,
    recordCalls('convertMoney', (body) => {
      const amount = Number(body.amount);
      state.central -= amount;
      state.venue += amount;
      return {
        orderNo: `T${Date.now()}`,
        status: 'posted',
        userBalanceMap: {
          centralWallet: state.central,
          lockWallet: 0,
          welfareWallet: 0,
          total: state.central + state.venue,
        },
        venueBalance: state.venue,
      };
    }).handler,
    recordCalls('getInhouseSeed', () => seedState()).handler,
    recordCalls('setInhouseClientSeed', (body) => {
      state.clientSeed = String(body.clientSeed);
      return seedState();
    }).handler,
    recordCalls('playBaccarat', (body) =>
      play(() => playBaccaratRound(body.bets as BaccaratBets, seeds())),
    ).handler,
    recordCalls('playRoulette', (body) =>
      play(() => playRouletteRound(body.bets as RequestOf<'playRoulette'>['bets'], seeds())),
    ).handler,
    recordCalls('playSicbo', (body) =>
      play(() => playSicboRound(body.bets as RequestOf<'playSicbo'>['bets'], seeds())),
    ).handler,
    recordCalls('playDragonTiger', (body) =>
      play(() => playDragonTigerRound(body.bets as DragonTigerBets, seeds())),
    ).handler,
    recordCalls('playKeno', (body) =>
      play(() => playKenoRound(body.bets as RequestOf<'playKeno'>['bets'], seeds())),
    ).handler,
    recordCalls('playSlot', (body) =>
      play(() => playSlotRound(body.bets as RequestOf<'playSlot'>['bets'], seeds())),
    ).handler,
    recordCalls('getInhouseRound', (body) => {
      const round = state.rounds.get(String(body.roundId));
      return round ? { round } : { code: 1, msg: 'No such round' };
    }).handler,
    ...lottery6Handlers(scenario, state),
    ...sportsbookHandlers(scenario, state),
  ];
}
