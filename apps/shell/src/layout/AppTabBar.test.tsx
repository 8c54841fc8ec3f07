import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, recordCalls, renderPage, screen, server, waitFor } from '@platform/ui/testing';
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
  it("are the kit's SVG icons, no characters, and the current tab's is marked active", async () => {
    serveUnread(0);
    renderPage(<AppTabBar pathname={routePath('offers')} />, { url: '/' });
    for (const tab of TABS) {
      const icon = await screen.findByTestId(`tab-${tab.tab}-icon`);
      expect(icon.tagName.toLowerCase()).toBe('svg');
      const item = icon.closest('.adm-tab-bar-item');
      expect(item?.textContent).toBe(screen.getByTestId(`tab-${tab.tab}`).textContent);
      expect(item?.classList.contains('adm-tab-bar-item-active')).toBe(tab.tab === 'offers');
    }
  });
});
