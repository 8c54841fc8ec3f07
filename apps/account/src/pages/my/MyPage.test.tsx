import { routePath } from '@platform/routes';
import { describe, expect, it, vi } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import { fireEvent, renderPage, screen, server, waitFor, within } from '@platform/ui/testing';
import { captureInstallPrompt } from '@platform/ui';
import MyPage from './MyPage';

const URL = routePath('my');

const message = (id: number, isRead: boolean) => ({
  id,
  category: 'notification' as const,
  title: `Message ${id}`,
  summary: '',
  isRead,
  createdAt: '2026-11-20T08:00:00.000Z',
});

function serve({
  unread = 3,
  sportsAppUrl = 'https://sports.example/app' as string | null,
  newest = [] as ReturnType<typeof message>[],
} = {}) {
  server.use(
    answer('getTop50MessageList', { messageList: newest }),
    answer('getUserInfo', { userInfo: memberFixture({ vipLevel: 4, daysSinceJoining: 30 }) }),
    answer('getUserBalance', {
      userBalanceMap: {
        centralWallet: 123_456,
        lockWallet: 2_000,
        welfareWallet: 50,
        total: 125_506,
      },
    }),
    answer('getUnReadMessageCount', { unreadCount: unread, categoryUnreadList: [] }),
    answer('getWebsiteBasicInfo', {
      websiteBasicList: sportsAppUrl
        ? [{ configKey: 'sportsAppUrl', configValue: sportsAppUrl }]
        : [],
    }),
  );
}

async function goesTo(
  click: () => void,
  router: { state: { location: { pathname: string } } },
  path: string,
) {
  click();
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('my page', () => {
  it('previews the three newest unread messages, each opening its detail', async () => {
    serve({
      newest: [
        message(9, false),
        message(8, true),
        message(7, false),
        message(6, false),
        message(5, false),
      ],
    });
    const { router } = renderPage(<MyPage />, { url: URL });
    const rows = await screen.findAllByTestId('my-new-message');
    expect(rows.map((r) => /Message \d/.exec(r.textContent ?? '')?.[0])).toEqual([
      'Message 9',
      'Message 7',
      'Message 6',
    ]);
    await goesTo(() => fireEvent.click(rows[1]!), router, routePath('messageDetail'));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('previews nothing when every message is read', async () => {
    serve({ newest: [message(8, true)] });
    renderPage(<MyPage />, { url: URL });
    await screen.findByTestId('my-username');
    await waitFor(() => expect(screen.queryByTestId('my-new-messages')).toBeNull());
  });

  it('shows the player, the VIP level and the days since joining', async () => {
    serve();
    renderPage(<MyPage />, { url: URL });
    expect((await screen.findByTestId('my-username')).textContent).toBe('player01');
    await waitFor(() => expect(screen.getByTestId('my-vip').textContent).toContain('VIP4'));
    expect(screen.getByTestId('my-days').textContent).toBe('Days since joining: 30');
  });

  it('shows the balances in the member’s currency from minor units', async () => {
    serve();
    renderPage(<MyPage />, { url: URL });
    await waitFor(() =>
      expect(screen.getByTestId('my-balance-total').textContent).toBe('CN¥1,255.06'),
    );
    expect(screen.getByTestId('my-balance-central').textContent).toBe('CN¥1,234.56');
    expect(screen.getByTestId('my-balance-lock').textContent).toBe('CN¥20.00');
    expect(screen.getByTestId('my-balance-welfare').textContent).toBe('CN¥0.50');
  });

  it('shows the unread messages count on the messages row, capped at 99+', async () => {
    serve({ unread: 120 });
    renderPage(<MyPage />, { url: URL });
    expect((await screen.findByTestId('my-unread')).textContent).toBe('99+');
  });

  it('hides the count when every message is read', async () => {
    serve({ unread: 0 });
    renderPage(<MyPage />, { url: URL });
    await screen.findByTestId('my-link-messages');
    await waitFor(() => expect(screen.getByTestId('my-balance-total').textContent).not.toBe('--'));
    expect(screen.queryByTestId('my-unread')).toBeNull();
  });

  it.each([
    ['my-link-messages', routePath('messages')],
    ['my-link-transactions', routePath('transactions')],
    ['my-link-betRecord', routePath('betRecord')],
    ['my-link-rewardRecord', routePath('rewardRecord')],
    ['my-link-paymentAccounts', routePath('cards')],
    ['my-link-inviteFriends', routePath('inviteFriends')],
    ['my-link-feedback', routePath('feedback')],
    ['my-link-help', routePath('help')],
    ['my-link-joinUs', routePath('agent')],
    ['my-link-about', routePath('about')],
    ['my-link-sponsor', routePath('sponsor')],
    ['my-link-profile', routePath('profile')],
    ['my-link-settings', routePath('settings')],
    ['my-deposit', routePath('deposit')],
    ['my-transfer', routePath('transfer')],
    ['my-withdraw', routePath('withdraw')],
    ['my-vip', routePath('vipPrivilege')],
    ['my-profile', routePath('profile')],
  ])('%s opens %s', async (testId, path) => {
    serve();
    const { router } = renderPage(<MyPage />, { url: URL });
    const target = await screen.findByTestId(testId);
    await goesTo(() => fireEvent.click(target), router, path);
  });

  it('explains the desktop customer-service shortcut and opens customer service', async () => {
    serve();
    const { router } = renderPage(<MyPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('my-link-desktopService'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('desktop-shortcut').textContent).toContain(
      'Add to Home Screen',
    );
    await goesTo(
      () => fireEvent.click(within(dialog).getByText('Open customer service')),
      router,
      routePath('customerService'),
    );
  });

  it("offers the browser's install prompt where the browser can install the app", async () => {
    const stop = captureInstallPrompt();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
    try {
      serve();
      renderPage(<MyPage />, { url: URL });
      fireEvent.click(await screen.findByTestId('my-link-desktopService'));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByTestId('desktop-shortcut').textContent).not.toContain(
        'Add to Home Screen',
      );
      fireEvent.click(within(dialog).getByText('Add to home screen'));
      await waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    } finally {
      window.dispatchEvent(new Event('appinstalled'));
      stop();
    }
  });

  it('links the sports app from the site configuration', async () => {
    serve();
    renderPage(<MyPage />, { url: URL });
    expect(await screen.findByTestId('my-link-sportsApp')).toBeTruthy();
  });

  it('hides the sports app when the site has no link for it', async () => {
    serve({ sportsAppUrl: null });
    renderPage(<MyPage />, { url: URL });
    await screen.findByTestId('my-link-desktopService');
    await waitFor(() => expect(screen.getByTestId('my-unread')).toBeTruthy());
    expect(screen.queryByTestId('my-link-sportsApp')).toBeNull();
  });
});
