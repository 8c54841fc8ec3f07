import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { AppTabBar, UNREAD_POLL_MS } from './AppTabBar';
import { routePath, TABS } from '@platform/routes';

function serveUnread(unreadCount: number) {
  const calls = recordCalls('getUnReadMessageCount', { unreadCount, categoryUnreadList: [] });
  server.use(calls.handler);
  return calls;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the my tab', () => {
  it("shows a member's unread messages", async () => {
    serveUnread(7);
    renderPage(<AppTabBar pathname="/" />, { url: '/' });
    expect((await screen.findByTestId('tab-my-badge')).textContent).toBe('7');
  });

  it('caps the count at 99+ and shows no badge when all is read', async () => {
    serveUnread(150);
    const { unmount } = renderPage(<AppTabBar pathname="/" />, { url: '/' });
    expect((await screen.findByTestId('tab-my-badge')).textContent).toBe('99+');
    unmount();
    const calls = serveUnread(0);
    renderPage(<AppTabBar pathname="/" />, { url: '/' });
    await waitFor(() => expect(calls.calls).toHaveLength(1));
    expect(screen.queryByTestId('tab-my-badge')).toBeNull();
  });

  it('does not ask for a guest', async () => {
    const calls = serveUnread(3);
    renderPage(<AppTabBar pathname="/" />, {
      url: '/',
      session: { token: null, isLogin: false, userInfo: null },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(calls.calls).toHaveLength(0);
    expect(screen.queryByTestId('tab-my-badge')).toBeNull();
  });

  it('refreshes every 30 s while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serveUnread(1);
    renderPage(<AppTabBar pathname="/" />, { url: '/' });
    await waitFor(() => expect(calls.calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    await waitFor(() => expect(calls.calls).toHaveLength(2));

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.calls).toHaveLength(2);
  });
});

describe('the tab icons', () => {
  it("are the kit's SVG icons, no characters, and the current tab is marked as the current page", async () => {
    serveUnread(0);
    renderPage(<AppTabBar pathname={routePath('offers')} />, { url: '/' });
    for (const tab of TABS) {
      const icon = await screen.findByTestId(`tab-${tab.tab}-icon`);
      expect(icon.tagName.toLowerCase()).toBe('svg');
      const link = icon.closest('a');
      expect(link?.textContent).toBe(screen.getByTestId(`tab-${tab.tab}`).textContent);
      expect(link?.getAttribute('aria-current')).toBe(tab.tab === 'offers' ? 'page' : null);
    }
  });
});

describe('the tab bar as a navigation landmark', () => {
  it("is a nav named in the player's language, of links to the tab routes", async () => {
    serveUnread(0);
    renderPage(<AppTabBar pathname="/" />, { url: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      TABS.map((tab) => `#${tab.path}`),
    );
    expect(within(nav).getByRole('link', { name: 'Me' })).toBeDefined();
  });

  it('opens a tab from the keyboard (a link: Enter clicks it) in the app', async () => {
    serveUnread(0);
    const view = renderPage(<AppTabBar pathname="/" />, { url: '/' });
    const offers = screen.getByRole('link', { name: 'Offers' });
    offers.focus();
    expect(document.activeElement).toBe(offers);
    fireEvent.click(offers);
    await waitFor(() => expect(view.currentUrl()).toBe(routePath('offers')));
  });

  it('says the unread count in words, not only as the red badge', async () => {
    serveUnread(7);
    renderPage(<AppTabBar pathname="/" />, { url: '/' });
    await screen.findByTestId('tab-my-badge');
    expect(screen.getByRole('link', { name: 'Me Unread messages: 7' })).toBeDefined();
  });
});
