import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { i18next } from '@platform/i18n';
import { PageLayout } from '@platform/ui';
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
import { LanguageContext } from '../../language/LanguageContext';
import { guestSession } from '../../testing/guestPage';
import { HomePage } from './HomePage';

const HOME = routePath('home');

/** The home content every visitor gets: site name, one banner slide and two notices. */
function serveHome(total = 123_456) {
  server.use(
    answer('getWebsiteBasicInfo', {
      websiteBasicList: [{ configKey: 'siteName', configValue: 'Lucky Star' }],
    }),
    answer('getSilde', {
      slideList: [{ id: 1, title: 'Spring bonus', imageUrl: '/banner/1.png', linkUrl: null }],
    }),
    answer('getNotice', {
      noticeList: [
        { id: 1, title: 'Maintenance tonight', content: '', publishedAt: '2026-03-01T00:00:00Z' },
        { id: 2, title: 'New slots', content: '', publishedAt: '2026-03-02T00:00:00Z' },
      ],
    }),
  );
  const balance = recordCalls('getUserBalance', {
    userBalanceMap: { centralWallet: total, lockWallet: 0, welfareWallet: 0, total },
  });
  const logout = recordCalls('logout', {});
  const popular = recordCalls('getTop5PopularSearchGame', {
    gameList: [
      {
        gameCode: 'G7',
        gameName: 'Lucky 7',
        platCode: 'STSLOT',
        platName: 'Slots',
        gameType: 'electronic',
        iconUrl: null,
        isHot: true,
        isNew: false,
        isFavourite: false,
      },
    ],
  });
  server.use(balance.handler, logout.handler, popular.handler);
  return { balance, logout, popular };
}

function renderHome(session: Partial<SessionState> = {}) {
  return renderPage(
    <LanguageContext.Provider value={{ language: 'en', change: async () => {} }}>
      <HomePage />
    </LanguageContext.Provider>,
    { url: HOME, session },
  );
}

describe('home', () => {
  it('shows the site name, the banner and the notices to everyone', async () => {
    serveHome();
    renderHome(guestSession);
    expect(await screen.findByText('Lucky Star')).toBeTruthy();
    expect((await screen.findByTestId('notice-marquee')).textContent).toContain(
      'Maintenance tonight　·　New slots',
    );
    expect((await screen.findByTestId('banner')).querySelector('img')?.getAttribute('alt')).toBe(
      'Spring bonus',
    );
  });

  it('offers a guest log in and register instead of a balance, and asks for none', async () => {
    const { balance } = serveHome();
    const { currentUrl } = renderHome(guestSession);
    const prompt = await screen.findByTestId('guest-prompt');
    expect(prompt.textContent).toContain(
      'Welcome! Log in or register to play and manage your wallet.',
    );
    expect(screen.queryByTestId('balance-card')).toBeNull();
    expect(balance.calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('home-register'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('login', { type: 'register' })));
  });

  it('takes a guest to the login page', async () => {
    serveHome();
    const { currentUrl } = renderHome(guestSession);
    fireEvent.click(await screen.findByTestId('home-login'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('login')));
  });

  it("shows a member's name, VIP level and total balance, refreshed on request", async () => {
    const { balance } = serveHome(123_456);
    renderHome();
    const card = await screen.findByTestId('balance-card');
    expect(card.textContent).toContain('player01 · VIP1');
    expect(screen.queryByTestId('guest-prompt')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('balance-total').textContent).toBe('CN¥1,234.56'),
    );
    expect(balance.calls).toHaveLength(1);

    server.use(
      answer('getUserBalance', {
        userBalanceMap: { centralWallet: 200_000, lockWallet: 0, welfareWallet: 0, total: 200_000 },
      }),
    );
    fireEvent.click(screen.getByLabelText('Refresh balance'));
    await waitFor(() =>
      expect(screen.getByTestId('balance-total').textContent).toBe('CN¥2,000.00'),
    );
  });

  it('asks before signing out, as settings does, and stays signed in when cancelled', async () => {
    const { logout } = serveHome();
    const { store } = renderHome();
    fireEvent.click(await screen.findByTestId('logout'));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Do you want to sign out of this account?',
    );
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout.calls).toHaveLength(0);
    expect(store.getState().session.isLogin).toBe(true);
  });

  it('logs a member out once confirmed and shows the guest prompt', async () => {
    const { logout } = serveHome();
    const { store } = renderHome();
    fireEvent.click(await screen.findByTestId('logout'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByText('Log out').at(-1)!);
    await waitFor(() => expect(logout.calls).toHaveLength(1));
    expect(await screen.findByTestId('guest-prompt')).toBeTruthy();
    expect(store.getState().session).toMatchObject({ token: null, isLogin: false });
  });

  it('asks a guest to log in before a member shortcut, and on confirm goes to login and back there', async () => {
    serveHome();
    const { currentUrl } = renderHome(guestSession);
    fireEvent.click(await screen.findByTestId('shortcut-deposit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This feature is only available to registered users');
    expect(currentUrl()).toBe(HOME);
    fireEvent.click(screen.getAllByText('Log in').at(-1)!);
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('login', { redirect: routePath('deposit') })),
    );
  });

  it('offers a guest register too in the members-only dialog, keeping the return path', async () => {
    serveHome();
    const { currentUrl } = renderHome(guestSession);
    fireEvent.click(await screen.findByTestId('shortcut-transfer'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Log in');
    fireEvent.click(within(dialog).getByText('Register'));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        routePath('login', { redirect: routePath('transfer'), type: 'register' }),
      ),
    );
  });

  it('keeps a guest home when the login prompt is cancelled', async () => {
    serveHome();
    const { currentUrl } = renderHome(guestSession);
    fireEvent.click(await screen.findByTestId('shortcut-withdraw'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe(HOME);
  });

  it('opens the VIP page, open to guests, without asking', async () => {
    serveHome();
    const { currentUrl } = renderHome(guestSession);
    fireEvent.click(await screen.findByTestId('shortcut-vip'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('vipPrivilege')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a member shortcut directly', async () => {
    serveHome();
    const { currentUrl } = renderHome();
    fireEvent.click(await screen.findByTestId('shortcut-transfer'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('transfer')));
  });

  it('shows a member the popular games once home is idle, each opening its play page', async () => {
    const { popular } = serveHome();
    const { currentUrl } = renderHome();
    // The row keeps its place from the first render; the call waits for the page to be idle.
    expect(screen.getByTestId('home-popular')).toBeTruthy();
    expect(popular.calls).toHaveLength(0);
    const game = await screen.findByTestId('home-popular-game', {}, { timeout: 3000 });
    expect(game.textContent).toContain('Lucky 7');
    fireEvent.click(game);
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('gamePlay', { platCode: 'STSLOT', gameCode: 'G7' })),
    );
  });

  it('shows a guest no popular row (the call is a member one) and asks nothing', async () => {
    const { popular } = serveHome();
    renderHome(guestSession);
    await screen.findByTestId('category-live');
    expect(screen.queryByTestId('home-popular')).toBeNull();
    expect(popular.calls).toHaveLength(0);
  });

  it("opens a game category's list", async () => {
    serveHome();
    const { currentUrl } = renderHome(guestSession);
    const live = await screen.findByTestId('category-live');
    expect(live.textContent).toContain('Live casino');
    fireEvent.click(live);
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('gameList', { gameType: 'liveVideo' })),
    );
  });
});

describe('the browser tab title', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
    document.title = '';
  });

  it("reads the page's title and the site's name, in the player's language", async () => {
    serveHome();
    renderHome(guestSession);
    await waitFor(() => expect(document.title).toBe('Home - Lucky Star'));
    await act(() => i18next.changeLanguage('zh'));
    await waitFor(() => expect(document.title).toBe('首页 - Lucky Star'));
  });

  it("is the page's title alone while the site's name is not loaded", () => {
    renderPage(
      <PageLayout title="Deposit">
        <p>form</p>
      </PageLayout>,
      { url: routePath('deposit') },
    );
    expect(document.title).toBe('Deposit');
  });
});
