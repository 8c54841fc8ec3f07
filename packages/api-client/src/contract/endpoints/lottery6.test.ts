import { describe, expect, it } from 'vitest';
import { LOTTERY6_TABLE_MAX_FEN } from '../constants';
import { lottery6BetSchema, lottery6DrawKeySchema, lottery6TicketBetsSchema } from './lottery6';

/** The lottery's request rules, shared by the screen and the server (docs/product-rules.md#games). */
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('a lottery bet', () => {
  it('takes a number bet on 1..49 and a side bet, with a whole positive stake', () => {
    expect(lottery6BetSchema.safeParse({ type: 'special', number: 49, stake: 100 }).success).toBe(
      true,
    );
    expect(lottery6BetSchema.safeParse({ type: 'regular', number: 1, stake: 1 }).success).toBe(
      true,
    );
    expect(lottery6BetSchema.safeParse({ type: 'even', stake: 500 }).success).toBe(true);
  });

  it('refuses a number off the board, an unknown kind, and a bad stake', () => {
    expect(
      firstError(lottery6BetSchema.safeParse({ type: 'special', number: 0, stake: 100 })),
    ).toBe('inhouse.illegalBet');
    expect(
      firstError(lottery6BetSchema.safeParse({ type: 'regular', number: 50, stake: 100 })),
    ).toBe('inhouse.illegalBet');
    expect(firstError(lottery6BetSchema.safeParse({ type: 'jackpot', stake: 100 }))).toBe(
      'inhouse.illegalBet',
    );
    expect(firstError(lottery6BetSchema.safeParse({ type: 'odd', stake: 0 }))).toBe(
      'inhouse.stake',
    );
    expect(firstError(lottery6BetSchema.safeParse({ type: 'odd', stake: 1.5 }))).toBe(
      'inhouse.stake',
    );
  });

  it("refuses a stake over its kind's maximum", () => {
    for (const [type, max] of Object.entries(LOTTERY6_TABLE_MAX_FEN)) {
      const bet = type === 'special' || type === 'regular' ? { type, number: 7 } : { type };
      expect(lottery6BetSchema.safeParse({ ...bet, stake: max }).success).toBe(true);
      expect(firstError(lottery6BetSchema.safeParse({ ...bet, stake: max + 1 }))).toBe(
        'inhouse.tableMax',
      );
    }
  });
});

describe('a ticket', () => {
  it('holds 1 to 60 bets', () => {
    const bet = { type: 'big', stake: 100 };
    expect(firstError(lottery6TicketBetsSchema.safeParse([]))).toBe('inhouse.noBet');
    expect(lottery6TicketBetsSchema.safeParse(Array(60).fill(bet)).success).toBe(true);
    expect(firstError(lottery6TicketBetsSchema.safeParse(Array(61).fill(bet)))).toBe(
      'inhouse.tooManyBets',
    );
  });

  it('names its draw by business date and time', () => {
    expect(lottery6DrawKeySchema.safeParse('2026-11-24T21:30+08:00').success).toBe(true);
    expect(firstError(lottery6DrawKeySchema.safeParse('2026-11-24T13:30Z'))).toBe(
      'lottery6.drawKey',
    );
  });
});
