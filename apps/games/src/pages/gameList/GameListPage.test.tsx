import { routePath } from '@platform/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  act,
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import { GAMES_PAGE_SIZE, GRID_ROW_HEIGHT } from '../../features/catalogue/gameQuery';
import { game, serveGames, serveVenues } from '../../features/catalogue/fixtures';
import GameListPage from './GameListPage';

const guest = { token: null, isLogin: false, userInfo: null, payPwdSet: null };
const LIST = routePath('gameList', { gameType: 'electronic' });

beforeEach(() => {
  serveVenues();
  window.scrollTo(0, 0);
});

function serveTop5(names: string[] = []) {
  server.use(
    answer('getTop5PopularSearchGame', {
      gameList: names.map((name, i) =>
        game(900 + i, { gameName: name, platCode: 'STLOTTO', gameType: 'lottery' }),
      ),
    }),
  );
}

describe('game list', () => {
  it("shows a guest the category's first open venue and its games (the guest call)", async () => {
    const list = serveGames('getGameList');
    renderPage(<GameListPage />, { url: LIST, session: guest });
    expect(await screen.findAllByTestId('game-cover')).toHaveLength(12);
    expect(list.calls[0]).toMatchObject({
      gameType: 'electronic',
      platCode: 'STSLOT',
      pageNum: '1',
      pageSize: String(GAMES_PAGE_SIZE),
    });
    expect(screen.getByTestId('venue-STSLOT').getAttribute('aria-pressed')).toBe('true');
    // No top 5 for a guest (a member's call): an unanswered call would fail the test.
    expect(screen.queryByTestId('popular-searches')).toBeNull();
  });

  it("asks a member's list and follows the category tabs", async () => {
    serveTop5();
    const list = serveGames('getGameListByGameType');
    const { currentUrl } = renderPage(<GameListPage />, { url: LIST });
    await screen.findAllByTestId('game-cover');
    expect(list.calls[0]).toMatchObject({ gameType: 'electronic', platCode: 'STSLOT' });
    fireEvent.click(screen.getByTestId('tab-lottery'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toMatchObject({ gameType: 'lottery', platCode: 'STLOTTO' }),
    );
    expect(currentUrl()).toBe(routePath('gameList', { gameType: 'lottery' }));
  });

  it("shows a member the category's rebate at their VIP level, the venue's own rate first", async () => {
    serveTop5();
    serveGames('getGameListByGameType');
    const strategy = recordCalls('queryWaterStrategyByGameType', {
      gameType: 'electronic',
      currentVipLevel: 3,
      strategyList: [
        { vipLevel: 2, platCode: null, rateBp: 50 },
        { vipLevel: 3, platCode: null, rateBp: 80 },
        { vipLevel: 3, platCode: 'STSLOT', rateBp: 120 },
      ],
    });
    server.use(strategy.handler);
    renderPage(<GameListPage />, { url: LIST });
    expect((await screen.findByTestId('rebate-line')).textContent).toBe(
      'Rebate 1.2% at your VIP 3',
    );
    expect(strategy.calls[0]).toEqual({ gameType: 'electronic' });
  });

  it('opens a game on the play page', async () => {
    serveGames('getGameList');
    const { currentUrl } = renderPage(<GameListPage />, { url: LIST, session: guest });
    const [first] = await screen.findAllByTestId('game-cover');
    fireEvent.click(within(first!).getByText('Game 1'));
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('gamePlay', { platCode: 'STSLOT', gameCode: 'G1' })),
    );
  });

  it('marks a game under maintenance and does not open it', async () => {
    serveGames('getGameList', 2, (n) => game(n, { maintenance: n === 2 }));
    const { currentUrl } = renderPage(<GameListPage />, { url: LIST, session: guest });
    const covers = await screen.findAllByTestId('game-cover');
    expect(covers[1]!.textContent).toContain('Maintenance');
    expect(covers[0]!.textContent).not.toContain('Maintenance');
    fireEvent.click(within(covers[1]!).getByText('Game 2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentUrl()).toBe(LIST);
  });

  it('says a venue is under maintenance and never asks for its games', async () => {
    const list = serveGames('getGameList');
    renderPage(<GameListPage />, {
      url: routePath('gameList', { gameType: 'electronic', platCode: 'STSLOT2' }),
      session: guest,
    });
    expect((await screen.findByTestId('venue-maintenance')).textContent).toContain(
      'STSLOT2 venue is under maintenance',
    );
    expect(screen.getByTestId('venue-STSLOT2').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('game-cover')).toBeNull();
    expect(list.calls).toHaveLength(0);
  });

  it('searches once typing pauses, and offers the top 5 searches', async () => {
    serveTop5(['Dragon Tiger', 'Lucky 7']);
    const list = serveGames('getGameListByGameType', 12, (n, body) =>
      game(n, { gameName: body.keyword ? `${String(body.keyword)} ${n}` : `Game ${n}` }),
    );
    renderPage(<GameListPage />, { url: LIST });
    await screen.findAllByTestId('game-cover');
    const chips = await screen.findAllByTestId('popular-search');
    expect(chips.map((c) => c.textContent)).toEqual(['Dragon Tiger', 'Lucky 7']);

    const input = screen.getByTestId('game-search');
    fireEvent.change(input, { target: { value: 'Fo' } });
    fireEvent.change(input, { target: { value: 'Fortune' } });
    await waitFor(() => expect(list.calls.at(-1)).toMatchObject({ keyword: 'Fortune' }));
    // The half-typed word was never asked.
    expect(list.calls.some((c) => c.keyword === 'Fo')).toBe(false);
    expect(await screen.findByText('Fortune 1')).toBeTruthy();

    fireEvent.click(chips[0]!);
    await waitFor(() =>
      expect(list.calls.at(-1)).toMatchObject({
        keyword: 'Dragon Tiger',
        gameType: 'lottery',
        platCode: 'STLOTTO',
      }),
    );
  });

  it("adds and removes a member's favourite, and filters the favourites", async () => {
    serveTop5();
    const list = serveGames('getGameListByGameType', 3, (n) => game(n, { isFavourite: n === 2 }));
    const save = recordCalls('gameCollectSave', {});
    const remove = recordCalls('gameCollectDelete', {});
    server.use(save.handler, remove.handler);
    const { currentUrl } = renderPage(<GameListPage />, { url: LIST });
    const hearts = await screen.findAllByTestId('favourite-toggle');
    expect(hearts.map((h) => h.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);

    fireEvent.click(hearts[0]!);
    await waitFor(() => expect(save.calls).toEqual([{ platCode: 'STSLOT', gameCode: 'G1' }]));
    await waitFor(() =>
      expect(screen.getAllByTestId('favourite-toggle')[0]!.getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    fireEvent.click(screen.getAllByTestId('favourite-toggle')[1]!);
    await waitFor(() => expect(remove.calls).toEqual([{ platCode: 'STSLOT', gameCode: 'G2' }]));

    fireEvent.click(screen.getByTestId('favourites-filter'));
    await waitFor(() => expect(list.calls.at(-1)).toMatchObject({ favouritesOnly: 'true' }));
    expect(currentUrl()).toContain('favourites=1');
  });

  it('clears every favourite after asking, from the favourites filter', async () => {
    serveTop5();
    serveGames('getGameListByGameType', 2, (n) => game(n, { isFavourite: true }));
    const clear = recordCalls('gameCollectDeleteAll', { deletedCount: 2 });
    server.use(clear.handler);
    renderPage(<GameListPage />, {
      url: routePath('gameList', { gameType: 'electronic', favourites: '1' }),
    });
    await screen.findAllByTestId('game-cover');
    fireEvent.click(screen.getByTestId('favourites-clear'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove every game from your favourites?');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(clear.calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('favourites-clear'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() => expect(clear.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a guest to log in for a heart or the favourites filter, and sends nothing', async () => {
    serveGames('getGameList');
    const save = recordCalls('gameCollectSave', {});
    server.use(save.handler);
    renderPage(<GameListPage />, { url: LIST, session: guest });
    const [heart] = await screen.findAllByTestId('favourite-toggle');
    fireEvent.click(heart!);
    expect(
      await screen.findByText('This feature is only available to registered users'),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(screen.getByTestId('favourites-filter'));
    await waitFor(() =>
      expect(
        screen.getAllByText('This feature is only available to registered users').length,
      ).toBeGreaterThan(0),
    );
    expect(save.calls).toHaveLength(0);
  });

  it('renders only a window of a 5,000-game list and asks pages as the player scrolls', async () => {
    const list = serveGames('getGameList', 5000);
    renderPage(<GameListPage />, { url: LIST, session: guest });
    const grid = await screen.findByTestId('game-grid');
    await screen.findAllByTestId('game-cover');
    // The grid is as tall as every row, but only the rows in view (and a few more) exist.
    expect(parseFloat(grid.style.height)).toBe(Math.ceil(5000 / 3) * GRID_ROW_HEIGHT);
    const rows = screen.getAllByTestId('game-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(20);
    expect(screen.getAllByTestId('game-cover').length).toBeLessThanOrEqual(rows.length * 3);
    expect(new Set(list.calls.map((c) => c.pageNum))).toEqual(new Set(['1']));

    // Row 1000 holds games 3001-3003, on page 51 of 60 games a page.
    await act(async () => {
      window.scrollTo(0, 1000 * GRID_ROW_HEIGHT);
      window.dispatchEvent(new Event('scroll'));
      await vi.waitFor(() => undefined);
    });
    expect(await screen.findByText('Game 3001')).toBeTruthy();
    expect(list.calls.map((c) => c.pageNum)).toContain('51');
    expect(screen.queryByText('Game 1')).toBeNull();
    expect(screen.getAllByTestId('game-row').length).toBeLessThan(20);
  });
});
