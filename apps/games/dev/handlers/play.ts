// Standalone dev only: the play pages and the in-house tables against a venue wallet kept in
// memory, rounds played by the real engine (@platform/fair-games) on a fixed dev seed so they can
// be verified. Scenarios: `emptyVenue` (the venue starts at 0, to try the top-up sheet),
// `noAnswer` (a round gets no answer: the unknown-outcome notice).
import { HttpResponse, type HttpHandler } from 'msw';
import {
  hashServerSeed,
  replayRound,
  type DragonTigerBets,
  type RouletteBet,
} from '@platform/fair-games';
import type { PayloadOf, RequestOf } from '@platform/api-client';
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

  return [
    recordCalls('getGameUrl', (body) => ({
      kind: body.platCode === 'STHOUSE' ? 'inhouse' : 'thirdParty',
      game: body.gameCode ? String(body.gameCode) : null,
      gameName: body.gameCode ? String(body.gameCode) : null,
      gameUrl: 'https://example.com/',
      openMode: body.platCode === 'STHOUSE' ? null : 'h5',
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
    recordCalls('playBaccarat', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const bets = body.bets as Record<string, number>;
      const { outcome, settlement } = replayRound('baccarat', { ...seeds(), bets });
      return finish({
        ...common(settlement.stake, settlement.returned, settlement.validTurnover),
        gameCode: 'baccarat',
        bets: Object.entries(settlement.bets).map(([bet, s]) => ({
          bet: bet as 'player',
          stake: s!.stake,
          returned: s!.returned,
        })),
        outcome: {
          playerCards: [...outcome.player],
          bankerCards: [...outcome.banker],
          playerTotal: outcome.playerTotal,
          bankerTotal: outcome.bankerTotal,
          winner: outcome.winner,
          playerPair: outcome.playerPair,
          bankerPair: outcome.bankerPair,
        },
      });
    }).handler,
    recordCalls('playRoulette', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const bets = body.bets as RouletteBet[];
      const { outcome, settlement } = replayRound('roulette', { ...seeds(), bets });
      return finish({
        ...common(settlement.stake, settlement.returned, settlement.validTurnover),
        gameCode: 'roulette',
        bets: bets.map((bet, i) => ({
          type: bet.type,
          ...('numbers' in bet ? { numbers: [...bet.numbers] } : {}),
          ...('index' in bet ? { index: bet.index } : {}),
          stake: bet.stake,
          returned: settlement.bets[i]!.returned,
        })),
        outcome: { pocket: outcome.pocket, colour: outcome.colour },
      });
    }).handler,
    recordCalls('playSicbo', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const bets = body.bets as RequestOf<'playSicbo'>['bets'];
      const { outcome, settlement } = replayRound('sicbo', { ...seeds(), bets });
      return finish({
        ...common(settlement.stake, settlement.returned, settlement.validTurnover),
        gameCode: 'sicbo',
        bets: bets.map((bet, i) => ({
          ...bet,
          ...('faces' in bet ? { faces: [...bet.faces] } : {}),
          odds: [...settlement.bets[i]!.odds],
          returned: settlement.bets[i]!.returned,
        })),
        outcome: { dice: [...outcome.dice], total: outcome.total, triple: outcome.triple },
      });
    }).handler,
    recordCalls('playDragonTiger', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const bets = body.bets as DragonTigerBets;
      const { outcome, settlement } = replayRound('dragonTiger', { ...seeds(), bets });
      return finish({
        ...common(settlement.stake, settlement.returned, settlement.validTurnover),
        gameCode: 'dragonTiger',
        bets: Object.entries(settlement.bets).map(([bet, s]) => ({
          bet: bet as 'dragon',
          stake: s.stake,
          returned: s.returned,
        })),
        outcome: { ...outcome },
      });
    }).handler,
    recordCalls('playKeno', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const bets = body.bets as RequestOf<'playKeno'>['bets'];
      const { outcome, settlement } = replayRound('keno', { ...seeds(), bets });
      return finish({
        ...common(settlement.stake, settlement.returned, settlement.validTurnover),
        gameCode: 'keno',
        bets: bets.map((bet, i) => {
          const settled = settlement.bets[i]!;
          return {
            type: bet.type,
            ...(bet.type === 'pick' ? { numbers: [...bet.numbers], hits: settled.hits } : {}),
            paysPerTen: settled.paysPerTen,
            stake: settled.stake,
            returned: settled.returned,
          };
        }),
        outcome: { ...outcome, drawn: [...outcome.drawn] },
      });
    }).handler,
    recordCalls('playSlot', (body) => {
      if (scenario === 'noAnswer') return HttpResponse.error();
      const bet = body.bets as RequestOf<'playSlot'>['bets'];
      const { outcome, settlement } = replayRound('slot', { ...seeds(), bets: bet });
      return finish({
        ...common(settlement.stake, settlement.returned, settlement.validTurnover),
        gameCode: 'slot',
        bets: [
          {
            lineStake: bet.lineStake,
            lines: 10,
            stake: settlement.stake,
            returned: settlement.returned,
          },
        ],
        outcome: {
          stops: [...outcome.stops],
          window: outcome.window.map((reel) => [...reel]),
          lineWins: outcome.lineWins.map((win) => ({
            ...win,
            returned: settlement.lines[win.line]!.returned,
          })),
        },
      });
    }).handler,
    recordCalls('getInhouseRound', (body) => {
      const round = state.rounds.get(String(body.roundId));
      return round ? { round } : { code: 1, msg: 'No such round' };
    }).handler,
    ...lottery6Handlers(scenario, state),
    ...sportsbookHandlers(scenario, state),
  ];
}
