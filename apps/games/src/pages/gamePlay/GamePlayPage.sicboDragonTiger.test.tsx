import { describe, expect, it } from 'vitest';
import { fireEvent, recordCalls, screen, server, waitFor } from '@platform/ui/testing';
import { dragonTigerRound } from '../../features/dragonTiger/fixtures';
import { NEXT_SEED, sicboRound } from '../../features/sicbo/fixtures';
import { launchPlayPage, venueBalance } from '../../testing/playPage';

describe('sic bo on the play page', () => {
  it('places bets on the board and a combination, rolls once with a key, shows the dice and each return', async () => {
    const { wallet } = launchPlayPage({ game: 'sicbo' });
    const played = recordCalls('playSicbo', () => {
      wallet.balance = 10_000 - 1_700 + 2_000 + 300;
      return {
        round: sicboRound([
          { type: 'big', stake: 1_000, returned: 2_000, odds: [1] },
          { type: 'single', face: 4, stake: 100, returned: 300, odds: [1, 2, 3] },
          { type: 'total', total: 9, stake: 500, returned: 0, odds: [6] },
          { type: 'combination', faces: [2, 5], stake: 100, returned: 0, odds: [5] },
        ]),
        venueBalance: wallet.balance,
        nextSeed: NEXT_SEED,
      };
    });
    server.use(played.handler);
    await screen.findByTestId('sicbo-screen');
    // The odds are printed on the spots.
    expect(screen.getByTestId('sic-spot-triple:6').textContent).toContain('180:1');
    expect(screen.getByTestId('sic-spot-total:4').textContent).toContain('60:1');
    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('sic-spot-big:'));
    fireEvent.click(screen.getByTestId('chip-100'));
    fireEvent.click(screen.getByTestId('sic-spot-single:4'));
    fireEvent.click(screen.getByTestId('sic-spot-total:9'));
    fireEvent.click(screen.getByTestId('chip-500'));
    fireEvent.click(screen.getByTestId('sic-spot-total:9'));
    fireEvent.click(screen.getByTestId('sic-section-combinations'));
    fireEvent.click(screen.getByTestId('chip-100'));
    fireEvent.click(screen.getByTestId('sic-spot-combination:2-5'));
    fireEvent.click(screen.getByTestId('sic-roll'));
    fireEvent.click(screen.getByTestId('sic-roll'));

    await screen.findByTestId('sic-result');
    expect(played.calls).toHaveLength(1);
    expect(played.calls[0]!.bets).toEqual([
      { type: 'big', stake: 1_000 },
      { type: 'single', face: 4, stake: 100 },
      { type: 'total', total: 9, stake: 600 },
      { type: 'combination', faces: [2, 5], stake: 100 },
    ]);
    expect(played.calls[0]!.idempotencyKey).toEqual(expect.any(String));
    expect(screen.getAllByTestId('sic-die').map((d) => d.getAttribute('data-face'))).toEqual([
      '5',
      '4',
      '4',
    ]);
    expect(screen.getByTestId('sic-total').textContent).toBe('Total 13');
    const results = screen.getAllByTestId('sic-bet-result').map((li) => li.textContent);
    expect(results).toHaveLength(4);
    expect(results[1]).toContain('(1:1 2:1 3:1)');
    expect(results[1]).toMatch(/Returned\s*CN¥3\.00$/);
    await waitFor(() => expect(venueBalance()).toBe('10600'));
    expect(screen.getByTestId('fair-nonce').textContent).toBe('9');
  });

  it('rebets the last roll with a new key', async () => {
    launchPlayPage({ game: 'sicbo' });
    const played = recordCalls('playSicbo', {
      round: sicboRound([{ type: 'odd', stake: 500, returned: 0, odds: [1] }]),
      venueBalance: 9_500,
      nextSeed: NEXT_SEED,
    });
    server.use(played.handler);
    await screen.findByTestId('sicbo-screen');
    fireEvent.click(screen.getByTestId('sic-spot-odd:'));
    fireEvent.click(screen.getByTestId('sic-roll'));
    await screen.findByTestId('sic-result');
    fireEvent.click(screen.getByTestId('sic-rebet'));
    fireEvent.click(screen.getByTestId('sic-roll'));
    await waitFor(() => expect(played.calls).toHaveLength(2));
    expect(played.calls[1]!.bets).toEqual([{ type: 'odd', stake: 500 }]);
    expect(played.calls[1]!.idempotencyKey).not.toBe(played.calls[0]!.idempotencyKey);
  });
});

describe('dragon tiger on the play page', () => {
  it('deals: the bets with a key, both cards, the tie, half back on dragon, and the new balance', async () => {
    const { wallet } = launchPlayPage({ game: 'dragonTiger' });
    const played = recordCalls('playDragonTiger', () => {
      wallet.balance = 10_000 - 1_600 + 500 + 900;
      return {
        round: dragonTigerRound([
          { bet: 'dragon', stake: 1_000, returned: 500 },
          { bet: 'tie', stake: 100, returned: 900 },
          { bet: 'suitedTie', stake: 500, returned: 0 },
        ]),
        venueBalance: wallet.balance,
        nextSeed: NEXT_SEED,
      };
    });
    server.use(played.handler);
    await screen.findByTestId('dragon-tiger-screen');
    expect(screen.getByTestId('dt-area-suitedTie').textContent).toContain('50:1');
    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('dt-area-dragon'));
    fireEvent.click(screen.getByTestId('chip-100'));
    fireEvent.click(screen.getByTestId('dt-area-tie'));
    fireEvent.click(screen.getByTestId('chip-500'));
    fireEvent.click(screen.getByTestId('dt-area-suitedTie'));
    fireEvent.click(screen.getByTestId('dt-deal'));
    fireEvent.click(screen.getByTestId('dt-deal'));

    await screen.findByTestId('dt-result');
    expect(played.calls).toHaveLength(1);
    expect(played.calls[0]!.bets).toEqual({ dragon: 1_000, tie: 100, suitedTie: 500 });
    expect(screen.getByTestId('dt-card-dragon').textContent).toBe('Q♥');
    expect(screen.getByTestId('dt-card-tiger').textContent).toBe('Q♣');
    expect(screen.getByTestId('dt-winner').textContent).toBe('Tie');
    expect(screen.getByTestId('dt-return-dragon').textContent).toBe('CN¥5.00');
    expect(screen.getByTestId('dt-return-tie').textContent).toBe('CN¥9.00');
    expect(screen.getByTestId('dt-return-suitedTie').textContent).toBe('CN¥0.00');
    await waitFor(() => expect(venueBalance()).toBe('9800'));
    expect(screen.getByTestId('fair-verify-link')).toBeTruthy();
  });
});
