import { describe, expect, it } from 'vitest';
import { fireEvent, recordCalls, screen, server, waitFor } from '@platform/ui/testing';
import { kenoRound } from '../../features/keno/fixtures';
import { slotRound } from '../../features/slot/fixtures';
import { NEXT_SEED } from '../../features/table/fixtures';
import { launchPlayPage, venueBalance } from '../../testing/playPage';

describe('lucky numbers', () => {
  it('picks numbers, stakes them and big, draws, and shows the 20 balls, the hits and each return', async () => {
    const { wallet } = launchPlayPage({ game: 'keno' });
    const played = recordCalls('playKeno', () => {
      wallet.balance = 10_000 - 1_500 + 20_000 + 1_000;
      return {
        round: kenoRound([
          {
            type: 'pick',
            numbers: [18, 35, 60, 65, 70],
            hits: 4,
            paysPerTen: 200,
            stake: 1_000,
            returned: 20_000,
          },
          { type: 'big', paysPerTen: 20, stake: 500, returned: 1_000 },
        ]),
        venueBalance: wallet.balance,
        nextSeed: NEXT_SEED,
      };
    });
    server.use(played.handler);
    await screen.findByTestId('keno-screen');
    expect(screen.getAllByTestId(/^keno-num-\d+$/)).toHaveLength(80);
    // Nothing to stake on the picks area before a number is picked.
    expect((screen.getByTestId('keno-area-pick') as HTMLButtonElement).disabled).toBe(true);
    for (const n of [65, 18, 70, 35, 60]) fireEvent.click(screen.getByTestId(`keno-num-${n}`));
    // Five picks show the five-number paytable, top prize first.
    expect(screen.getByTestId('keno-paytable').textContent).toContain('×580');
    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('keno-area-pick'));
    fireEvent.click(screen.getByTestId('chip-500'));
    fireEvent.click(screen.getByTestId('keno-area-big'));
    fireEvent.click(screen.getByTestId('keno-draw'));

    await screen.findByTestId('keno-result');
    expect(played.calls).toHaveLength(1);
    expect(played.calls[0]!.bets).toEqual([
      { type: 'pick', numbers: [18, 35, 60, 65, 70], stake: 1_000 },
      { type: 'big', stake: 500 },
    ]);
    expect(played.calls[0]!.idempotencyKey).toEqual(expect.any(String));
    const balls = screen.getAllByTestId('keno-ball');
    expect(balls.map((b) => Number(b.textContent))).toEqual(kenoRound([]).outcome.drawn);
    expect(balls.filter((b) => b.classList.contains('keno-ball-hit'))).toHaveLength(4);
    // The grid marks the drawn numbers, hits apart, each lit as its ball drops.
    expect(screen.getByTestId('keno-num-35').className).toContain('keno-hit');
    expect(screen.getByTestId('keno-num-70').className).not.toContain('keno-drawn');
    expect(screen.getByTestId('keno-num-73').className).toContain('keno-drawn');
    expect(screen.getByTestId('keno-num-73').className).not.toContain('keno-hit');
    expect(screen.getByTestId('keno-total').textContent).toBe('Total 997 · Big');
    expect(screen.getByTestId('keno-return-pick').textContent).toBe('CN¥200.00');
    expect(screen.getByTestId('keno-return-big').textContent).toBe('CN¥10.00');
    await waitFor(() => expect(venueBalance()).toBe('29500'));
    expect(screen.getByTestId('fair-nonce').textContent).toBe('9');
    // The picks stay on the grid for the next round; the chips come off the areas.
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(5);
    expect(screen.queryByTestId('keno-stake-pick')).toBeNull();

    // Rebet sends the same bets again with a new key.
    fireEvent.click(screen.getByTestId('keno-rebet'));
    fireEvent.click(screen.getByTestId('keno-draw'));
    await waitFor(() => expect(played.calls).toHaveLength(2));
    expect(played.calls[1]!.bets).toEqual(played.calls[0]!.bets);
    expect(played.calls[1]!.idempotencyKey).not.toBe(played.calls[0]!.idempotencyKey);
  });

  it('quick-picks five numbers and stops picking at ten', async () => {
    launchPlayPage({ game: 'keno' });
    await screen.findByTestId('keno-screen');
    fireEvent.click(screen.getByTestId('keno-quick-pick'));
    const picked = () => screen.getAllByRole('button', { pressed: true });
    expect(picked()).toHaveLength(5);
    for (let n = 1; n <= 80 && picked().length < 10; n++) {
      const cell = screen.getByTestId(`keno-num-${n}`);
      if (cell.getAttribute('aria-pressed') === 'false') fireEvent.click(cell);
    }
    expect(picked()).toHaveLength(10);
    const unpicked = screen
      .getAllByTestId(/^keno-num-\d+$/)
      .find((cell) => cell.getAttribute('aria-pressed') === 'false') as HTMLButtonElement;
    expect(unpicked.disabled).toBe(true);
  });
});

describe('the slot', () => {
  it('spins at the chosen line stake and highlights the paying lines with their wins', async () => {
    const { wallet } = launchPlayPage({ game: 'slot' });
    const played = recordCalls('playSlot', () => {
      wallet.balance = 10_000 - 1_000 + 1_600;
      return { round: slotRound(), venueBalance: wallet.balance, nextSeed: NEXT_SEED };
    });
    server.use(played.handler);
    await screen.findByTestId('slot-screen');
    expect(screen.getAllByTestId(/^slot-cell-\d-\d$/)).toHaveLength(15);
    fireEvent.click(screen.getByTestId('slot-stake-100'));
    expect(screen.getByTestId('slot-spin').textContent).toContain('CN¥10.00');
    fireEvent.click(screen.getByTestId('slot-spin'));
    fireEvent.click(screen.getByTestId('slot-spin'));

    await screen.findByTestId('slot-result');
    expect(played.calls).toHaveLength(1);
    expect(played.calls[0]!.bets).toEqual({ lineStake: 100 });
    // Line 1 (the middle row) paid three grapes, line 2 (the top row) three cherries.
    const lit = screen
      .getAllByTestId(/^slot-cell-\d-\d$/)
      .filter((cell) => cell.classList.contains('slot-cell-win'))
      .map((cell) => cell.dataset.testid);
    expect(lit.sort()).toEqual(
      ['0-0', '0-1', '1-0', '1-1', '2-0', '2-1'].map((c) => `slot-cell-${c}`),
    );
    expect(screen.getByTestId('slot-cell-0-1').textContent).toBe('🍇');
    const wins = screen.getAllByTestId('slot-line-win').map((li) => li.textContent);
    expect(wins).toEqual([
      'Line 1: 3 × 🍇 pays 10× · CN¥10.00',
      'Line 2: 3 × 🍒 pays 6× · CN¥6.00',
    ]);
    expect(screen.getByTestId('slot-returned').textContent).toBe('CN¥16.00');
    await waitFor(() => expect(venueBalance()).toBe('10600'));
  });
});
