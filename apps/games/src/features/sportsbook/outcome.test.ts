import { describe, expect, it } from 'vitest';
import type { SportsSlipView } from '@platform/api-client';
import { i18next } from '@platform/i18n';
import { slipNews } from './outcome';

const t = () => i18next.getFixedT('en', 'games');

const SLIP: SportsSlipView = {
  slipId: '1',
  kind: 'single',
  state: 'pending',
  stake: 1_000,
  potentialReturn: 1_850,
  returned: null,
  placedAt: '2026-11-24T13:05:00.000Z',
  settledAt: null,
  selections: [
    {
      eventId: '1',
      sport: 'football',
      home: 'Lions',
      away: 'Tigers',
      pick: 'home',
      odds: 1_850,
      state: 'awaiting',
    },
  ],
};

describe('the slips a poll changed, in words', () => {
  it('says nothing of the first answer: the slips already shown are the page itself', () => {
    expect(slipNews(undefined, [SLIP], t())).toBeNull();
  });

  it('says nothing of a slip first seen or whose state did not change', () => {
    expect(slipNews([], [SLIP], t())).toBeNull();
    expect(slipNews([SLIP], [{ ...SLIP }], t())).toBeNull();
  });

  it('says a slip accepted after its dangerous moment', () => {
    expect(slipNews([SLIP], [{ ...SLIP, state: 'accepted' }], t())).toBe(
      'Slip accepted. Single: Lions – Tigers, Home at 1.850; stake CN¥10.00',
    );
  });

  it('says a slip settled with what it returned, and each slip that changed', () => {
    const accepted = { ...SLIP, state: 'accepted' as const };
    const other = { ...accepted, slipId: '2', stake: 500 };
    expect(
      slipNews(
        [accepted, other],
        [
          { ...accepted, state: 'won', returned: 1_850 },
          { ...other, state: 'lost', returned: 0 },
        ],
        t(),
      ),
    ).toBe(
      'Slip settled: Won, CN¥18.50 returned. Single: Lions – Tigers, Home at 1.850; stake CN¥10.00; ' +
        'Slip settled: Lost, CN¥0.00 returned. Single: Lions – Tigers, Home at 1.850; stake CN¥5.00',
    );
  });
});
