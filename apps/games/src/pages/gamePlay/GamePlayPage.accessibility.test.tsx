import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, recordCalls, screen, server, waitFor } from '@platform/ui/testing';
import { dragonTigerRound } from '../../features/dragonTiger/fixtures';
import { kenoRound } from '../../features/keno/fixtures';
import { sicboRound } from '../../features/sicbo/fixtures';
import { slotRound } from '../../features/slot/fixtures';
import { baccaratRound, NEXT_SEED, rouletteRound } from '../../features/table/fixtures';
import { launchPlayPage } from '../../testing/playPage';

// The tables for players who cannot see them or use a pointer (docs/accessibility.md): each
// round read out in words through the live region, the cards and dice named, every control named
// in words, and no staggered motion for a player who asked for less.

const spoken = () => screen.getByTestId('live-region-polite').textContent;

/** Plays one round: `bet` places the chips, then the play button is pressed. */
async function playRound(playTestId: string, bet: () => void, resultTestId: string) {
  bet();
  fireEvent.click(screen.getByTestId(playTestId));
  await screen.findByTestId(resultTestId);
}

/** The system's "reduce motion" setting, as prefersReducedMotion() reads it. */
function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the tables read their rounds out in words', () => {
  it('baccarat: the hands, the winner and the win; the chips and bet areas named, the cards in words', async () => {
    launchPlayPage({ game: 'baccarat' });
    const played = recordCalls('playBaccarat', {
      round: baccaratRound([{ bet: 'tie', stake: 1_000, returned: 9_000 }]),
      venueBalance: 18_000,
      nextSeed: NEXT_SEED,
    });
    server.use(played.handler);
    await screen.findByTestId('baccarat-screen');
    expect(screen.getByRole('radio', { name: 'Chip CN¥10.00' })).toBe(
      screen.getByTestId('chip-1000'),
    );
    await playRound(
      'bac-deal',
      () => {
        fireEvent.click(screen.getByTestId('chip-1000'));
        fireEvent.click(screen.getByRole('button', { name: 'Bet on Tie' }));
        expect(screen.getByRole('button', { name: 'Bet on Tie, CN¥10.00 placed' })).toBe(
          screen.getByTestId('bac-area-tie'),
        );
      },
      'bac-result',
    );
    await waitFor(() => expect(spoken()).toBe('Player 6, Banker 6: Tie; you won CN¥90.00'));
    expect(screen.getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining([
        'Jack of diamonds',
        '5 of spades',
        'Ace of hearts',
        'King of diamonds',
      ]),
    );
  });

  it('dragon tiger: each side’s card in words, the winner, and a lost round said as such', async () => {
    launchPlayPage({ game: 'dragonTiger' });
    server.use(
      recordCalls('playDragonTiger', {
        round: dragonTigerRound([{ bet: 'dragon', stake: 500, returned: 250 }]),
        venueBalance: 9_750,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('dragon-tiger-screen');
    await playRound(
      'dt-deal',
      () => fireEvent.click(screen.getByRole('button', { name: 'Bet on Dragon' })),
      'dt-result',
    );
    await waitFor(() =>
      expect(spoken()).toBe('Dragon Queen of hearts, Tiger Queen of clubs: Tie; you won CN¥2.50'),
    );
  });

  it('roulette: the pocket and its colour; the wheel named with it', async () => {
    launchPlayPage({ game: 'roulette' });
    server.use(
      recordCalls('playRoulette', {
        round: rouletteRound([{ type: 'red', stake: 500, returned: 0 }]),
        venueBalance: 9_500,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('roulette-screen');
    expect(screen.getByTestId('rou-wheel').getAttribute('aria-label')).toBe('Roulette wheel');
    await playRound(
      'rou-spin',
      () => fireEvent.click(screen.getByRole('button', { name: 'Bet on Red' })),
      'rou-result',
    );
    await waitFor(() => expect(spoken()).toBe('7 red; no win this round'));
    expect(screen.getByTestId('rou-wheel').getAttribute('aria-label')).toBe(
      'Roulette wheel, the ball in 7',
    );
  });

  it('sic bo: the three dice, the total and big or small; each die and dice spot named', async () => {
    launchPlayPage({ game: 'sicbo' });
    server.use(
      recordCalls('playSicbo', {
        round: sicboRound([{ type: 'big', stake: 500, returned: 1_000, odds: [1] }]),
        venueBalance: 10_500,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('sicbo-screen');
    expect(screen.getByRole('button', { name: 'Bet on Triple 3' })).toBe(
      screen.getByTestId('sic-spot-triple:3'),
    );
    await playRound(
      'sic-roll',
      () => fireEvent.click(screen.getByTestId('sic-spot-big:')),
      'sic-result',
    );
    await waitFor(() => expect(spoken()).toBe('5, 4, 4: total 13, big; you won CN¥10.00'));
    expect(screen.getAllByTestId('sic-die').map((die) => die.getAttribute('aria-label'))).toEqual([
      'Die showing 5',
      'Die showing 4',
      'Die showing 4',
    ]);
  });

  it('lucky numbers: the draw, the total and the hits of the picks', async () => {
    launchPlayPage({ game: 'keno' });
    server.use(
      recordCalls('playKeno', {
        round: kenoRound([
          { type: 'pick', numbers: [18, 35, 1], hits: 2, paysPerTen: 0, stake: 100, returned: 0 },
        ]),
        venueBalance: 9_900,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('keno-screen');
    await playRound(
      'keno-draw',
      () => {
        for (const n of [18, 35, 1]) fireEvent.click(screen.getByTestId(`keno-num-${n}`));
        fireEvent.click(screen.getByRole('button', { name: /^Bet on My numbers/ }));
      },
      'keno-result',
    );
    await waitFor(() =>
      expect(spoken()).toBe(
        `Drawn ${kenoRound([]).outcome.drawn.join(', ')}; total 997, Big; 2 of 3 hit; no win this round`,
      ),
    );
  });

  it('the slot: each paying line with its symbols', async () => {
    launchPlayPage({ game: 'slot' });
    server.use(
      recordCalls('playSlot', { round: slotRound(), venueBalance: 10_600, nextSeed: NEXT_SEED })
        .handler,
    );
    await screen.findByTestId('slot-screen');
    fireEvent.click(screen.getByTestId('slot-stake-100'));
    await playRound('slot-spin', () => undefined, 'slot-result');
    await waitFor(() =>
      expect(spoken()).toBe('line 1: 3 × Grape; line 2: 3 × Cherry; you won CN¥16.00'),
    );
  });
});

describe('for a player who asked for less motion', () => {
  it('deals the cards at once: no staggered deal', async () => {
    reduceMotion();
    launchPlayPage({ game: 'baccarat' });
    server.use(
      recordCalls('playBaccarat', {
        round: baccaratRound([{ bet: 'banker', stake: 500, returned: 0 }]),
        venueBalance: 9_500,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('baccarat-screen');
    await playRound(
      'bac-deal',
      () => fireEvent.click(screen.getByTestId('bac-area-banker')),
      'bac-result',
    );
    for (const card of screen.getAllByTestId('bac-card'))
      expect(card.style.animationDelay).toBe('');
  });

  it('stands the roulette wheel at the pocket at once and marks the hit without waiting for a spin', async () => {
    reduceMotion();
    launchPlayPage({ game: 'roulette' });
    server.use(
      recordCalls('playRoulette', {
        round: rouletteRound([{ type: 'red', stake: 500, returned: 1_000 }]),
        venueBalance: 10_500,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('roulette-screen');
    await playRound(
      'rou-spin',
      () => fireEvent.click(screen.getByTestId('rou-out-red')),
      'rou-result',
    );
    await waitFor(() => expect(screen.getByTestId('rou-num-7').className).toContain('rou-hit'));
  });

  it('drops the 20 balls and lights the grid at once', async () => {
    reduceMotion();
    launchPlayPage({ game: 'keno' });
    server.use(
      recordCalls('playKeno', {
        round: kenoRound([{ type: 'big', paysPerTen: 20, stake: 100, returned: 200 }]),
        venueBalance: 10_100,
        nextSeed: NEXT_SEED,
      }).handler,
    );
    await screen.findByTestId('keno-screen');
    await playRound(
      'keno-draw',
      () => fireEvent.click(screen.getByTestId('keno-area-big')),
      'keno-result',
    );
    for (const ball of screen.getAllByTestId('keno-ball'))
      expect(ball.style.animationDelay).toBe('');
    expect(screen.getByTestId('keno-num-73').style.animationDelay).toBe('');
  });
});
