import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_WIN_PER_100,
  DRAGON_TIGER_PAYOUTS,
  KENO_PAYTABLES,
  LOTTERY6_RETURN_PER_100,
  ROULETTE_PAYOUTS,
  SICBO_PAYTABLE,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  bankerDraws,
} from '@platform/fair-games';
import { renderPage, screen, within } from '@platform/ui/testing';
import GameRulesPage from './GameRulesPage';

const openRules = (gameCode?: string) =>
  renderPage(<GameRulesPage />, {
    url: routePath('gameRules', gameCode ? { gameCode } : undefined),
    session: { isLogin: false, token: '' },
  });

/** The "pays" cell of a paytable row, by the row's id. */
const paysOf = (id: string) =>
  within(screen.getByTestId(`rules-paytable-${id}`)).getByTestId('pays').textContent;

/** "8:1" from winnings per unit; "0.95:1" from winnings per 100. */
const perUnit = (odds: number) => `${odds}:1`;
const per100 = (win: number) => `${win / 100}:1`;

describe('the rules page', () => {
  it('lists every in-house game without one, each leading to its rules', async () => {
    openRules();
    expect(await screen.findByTestId('rules-index')).toBeTruthy();
    for (const game of ['baccarat', 'roulette', 'sicbo', 'dragonTiger', 'keno', 'slot', 'lottery6'])
      expect(screen.getByTestId(`rules-index-${game}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Game rules');
  });

  it("titles a game's page with its name, the draw explained and a way to the verify page", async () => {
    openRules('roulette');
    expect(await screen.findByTestId('rules-paytable')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Roulette rules');
    expect(screen.getByText("The pocket is the round's first pick(37).")).toBeTruthy();
    expect(screen.getByTestId('rules-verify-link')).toBeTruthy();
  });

  it("prints baccarat's payouts and the banker's drawing rule from the server's own code", async () => {
    openRules('baccarat');
    await screen.findByTestId('rules-paytable');
    for (const [kind, win] of Object.entries(BACCARAT_WIN_PER_100))
      expect(paysOf(kind), kind).toBe(per100(win));
    // Every cell of the banker's table says what bankerDraws says.
    for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const row = screen.getByTestId(`rules-banker-draws-${third === null ? 'stood' : third}`);
      const cells = [...row.querySelectorAll('[data-draws]')].map((c) =>
        c.getAttribute('data-draws'),
      );
      expect(cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((t) => String(bankerDraws(t, third))));
    }
  });

  it('prints every roulette, sic bo and dragon tiger payout the server settles with', async () => {
    const { unmount } = openRules('roulette');
    await screen.findByTestId('rules-paytable');
    for (const [type, odds] of Object.entries(ROULETTE_PAYOUTS))
      expect(paysOf(type), type).toBe(perUnit(odds));
    expect(screen.getByTestId('rules-paytable-straight').textContent).toContain('97.2973 %');
    unmount();

    const sicbo = openRules('sicbo');
    await screen.findByTestId('rules-paytable');
    expect(paysOf('triple')).toBe(perUnit(SICBO_PAYTABLE.triple));
    expect(paysOf('single')).toBe(SICBO_PAYTABLE.single.map(perUnit).join(' · '));
    for (const [total, odds] of Object.entries(SICBO_PAYTABLE.total))
      expect(paysOf(`total${total}`), total).toBe(perUnit(odds));
    sicbo.unmount();

    openRules('dragonTiger');
    await screen.findByTestId('rules-paytable');
    for (const [kind, odds] of Object.entries(DRAGON_TIGER_PAYOUTS))
      expect(paysOf(kind), kind).toBe(perUnit(odds));
  });

  it("prints each lucky numbers paytable and the lottery's odds from their constants", async () => {
    const { unmount } = openRules('keno');
    await screen.findByTestId('rules-paytable');
    for (const [picks, table] of Object.entries(KENO_PAYTABLES)) {
      const shown = within(screen.getByTestId(`rules-keno-${picks}`))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      const paying = table.flatMap((perTen, hits) =>
        perTen > 0 ? [`${hits}×${perTen / 10}`] : [],
      );
      expect(shown, `${picks} picks`).toEqual(paying);
    }
    unmount();

    openRules('lottery6');
    await screen.findByTestId('rules-paytable');
    for (const [type, returned] of Object.entries(LOTTERY6_RETURN_PER_100))
      expect(paysOf(type), type).toBe(per100(returned - 100));
  });

  it("shows the slot's five strips position by position, its ten lines and its paytable", async () => {
    openRules('slot');
    const strips = await screen.findByTestId('rules-slot-strips');
    const rows = within(strips).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SLOT_STRIPS[0]!.length);
    rows.forEach((row, position) => {
      const symbols = [...row.querySelectorAll('[data-symbol]')].map((c) =>
        c.getAttribute('data-symbol'),
      );
      expect(symbols, `position ${position}`).toEqual(SLOT_STRIPS.map((strip) => strip[position]));
    });
    SLOT_LINES.forEach((lineRows, line) => {
      const grid = screen.getByTestId(`rules-slot-line-${line + 1}`);
      const on = [...grid.querySelectorAll('[data-on]')].map((c) => c.getAttribute('data-on'));
      // The grid is drawn row by row, five reels a row.
      const expected = [0, 1, 2].flatMap((row) => lineRows.map((r) => String(r === row)));
      expect(on, `line ${line + 1}`).toEqual(expected);
    });
    expect(screen.getByTestId('rules-slot-line-4').textContent).toContain(
      'top, middle, bottom, middle, top',
    );
    for (const symbol of SLOT_SYMBOLS) {
      const cells = within(screen.getByTestId(`rules-paytable-${symbol}`)).getAllByRole('cell');
      expect(
        cells.map((c) => c.textContent),
        symbol,
      ).toEqual([3, 4, 5].map((run) => `×${SLOT_PAYTABLE[symbol][run]}`));
    }
    expect(screen.getByTestId('rules-slot-rtp').textContent).toContain('95.5542 %');
  });
});
