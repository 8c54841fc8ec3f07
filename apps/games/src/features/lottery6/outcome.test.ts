import { describe, expect, it } from 'vitest';
import type { Lottery6Result, Lottery6Ticket } from '@platform/api-client';
import { i18next } from '@platform/i18n';
import { lottery6News, ticketBoughtWords } from './outcome';

const t = () => i18next.getFixedT('en', 'games');
const time = (iso: string) => iso.slice(0, 10);

const RESULT: Lottery6Result = {
  drawKey: '2026-11-21T21:30+08:00',
  drawAt: '2026-11-21T13:30:00.000Z',
  drawnAt: '2026-11-21T13:30:01.000Z',
  numbers: [3, 15, 22, 30, 41, 47],
  special: 12,
  serverSeed: 'c'.repeat(64),
  serverSeedHash: 'd'.repeat(64),
};
const TICKET: Lottery6Ticket = {
  ticketId: 'T1',
  drawKey: RESULT.drawKey,
  drawAt: RESULT.drawAt,
  stake: 1_500,
  status: 'waiting',
  returned: null,
  validTurnover: null,
  winLose: null,
  boughtAt: '2026-11-21T04:00:00.000Z',
  settledAt: null,
  bets: [
    { type: 'special', number: 12, stake: 1_000 },
    { type: 'odd', stake: 500 },
  ],
};

describe('the six-number lottery in words', () => {
  it('says a ticket bought: its draw, each bet with its stake, and the total', () => {
    expect(ticketBoughtWords(TICKET, 'Sat 21:30', t())).toBe(
      'Ticket bought for the draw of Sat 21:30: Special 12 CN¥10.00, Odd CN¥5.00; stake CN¥15.00',
    );
  });

  it('says nothing of the first answers: the draws and tickets shown are the page itself', () => {
    expect(lottery6News(undefined, { results: [RESULT], tickets: [TICKET] }, time, t())).toBeNull();
  });

  it('says a draw that appears, then the waiting ticket it settled with what it returned', () => {
    const before = { results: [], tickets: [TICKET] };
    const won = { ...TICKET, status: 'won' as const, returned: 48_500 };
    expect(lottery6News(before, { results: [RESULT], tickets: [won] }, time, t())).toBe(
      'Draw of 2026-11-21: 3, 15, 22, 30, 41, 47, special number 12; ' +
        'Your ticket for the draw of 2026-11-21: Won; CN¥485.00 returned',
    );
  });

  it('says a lost ticket without an amount, and nothing of a ticket already settled', () => {
    const lost = { ...TICKET, status: 'lost' as const, returned: 0 };
    const before = { results: [RESULT], tickets: [TICKET, { ...lost, ticketId: 'T0' }] };
    expect(
      lottery6News(
        before,
        { results: [RESULT], tickets: [lost, { ...lost, ticketId: 'T0' }] },
        time,
        t(),
      ),
    ).toBe('Your ticket for the draw of 2026-11-21: Lost');
    expect(lottery6News(before, before, time, t())).toBeNull();
  });
});
