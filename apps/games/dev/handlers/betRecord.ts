// Standalone dev only: 45 bets over the last days and their sums. Scenario `noBets`: none.
import type { HttpHandler } from 'msw';
import type { PayloadOf } from '@platform/api-client';
import { recordCalls } from '@platform/ui/testing';

type Bet = PayloadOf<'getBetRecord'>['list'][number];

function bets(): Bet[] {
  const now = Date.now();
  return Array.from({ length: 45 }, (_, i) => {
    const betAmount = 1_000 * ((i % 9) + 1);
    const winLose = i % 3 === 0 ? betAmount : i % 3 === 1 ? -betAmount : 0;
    const platCode = i % 2 ? 'STLIVE' : 'STSLOT';
    return {
      orderNo: `B${String(i + 1).padStart(6, '0')}`,
      platCode,
      platName: platCode,
      gameType: i % 2 ? 'liveVideo' : 'electronic',
      gameName: i % 2 ? 'Baccarat' : `Lucky ${i + 1}`,
      betAmount,
      validTurnover: winLose === 0 ? 0 : betAmount,
      winLose,
      status: 'settled',
      betTime: new Date(now - i * 3 * 3600_000).toISOString(),
      settledAt: new Date(now - i * 3 * 3600_000 + 60_000).toISOString(),
    };
  });
}

export function betRecordHandlers(scenario: string | null): HttpHandler[] {
  const all = scenario === 'noBets' ? [] : bets();
  const matching = (body: Record<string, unknown>) =>
    all.filter(
      (b) =>
        (!body.platCode || b.platCode === body.platCode) &&
        (!body.startTime || b.betTime >= String(body.startTime)) &&
        (!body.endTime || b.betTime < String(body.endTime)),
    );
  return [
    recordCalls('getBetRecord', (body) => {
      const list = matching(body);
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Number(body.pageSize ?? 20);
      return {
        list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: list.length,
        pageNum,
        pageSize,
      };
    }).handler,
    recordCalls('getSumBetRecord', (body) => {
      const list = matching(body);
      const sum = (pick: (b: Bet) => number) => list.reduce((total, b) => total + pick(b), 0);
      return {
        betCount: list.length,
        betAmount: sum((b) => b.betAmount),
        validTurnover: sum((b) => b.validTurnover),
        winLose: sum((b) => b.winLose),
      };
    }).handler,
  ];
}
