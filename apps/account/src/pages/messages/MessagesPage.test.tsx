import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import {
  act,
  fireEvent,
  installIntersectionObserver,
  recordCalls,
  renderPage,
  screen,
  scrollIntoView,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import MessagesPage from './MessagesPage';

beforeAll(() => installIntersectionObserver());

function message(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: n,
    category: 'private',
    title: `Message ${n}`,
    summary: `Summary ${n}`,
    isRead: n % 2 === 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** `total` messages answered a page at a time like the server. */
function serveMessages(total = 3) {
  const all = Array.from({ length: total }, (_, i) => message(i + 1));
  const list = recordCalls('messageList', (body) => {
    const pageNum = Number(body.pageNum);
    const pageSize = Number(body.pageSize);
    return {
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total,
      pageNum,
      pageSize,
    };
  });
  server.use(
    list.handler,
    answer('getUnReadMessageCount', {
      unreadCount: 4,
      categoryUnreadList: [
        { category: 'private', unreadCount: 3 },
        { category: 'activity', unreadCount: 1 },
      ],
    }),
  );
  return list;
}

describe('message centre', () => {
  it('shows each category tab with its unread count and marks unread messages', async () => {
    serveMessages(3);
    renderPage(<MessagesPage />, { url: routePath('messages') });
    const items = await screen.findAllByTestId('message-item');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual(['true', null, 'true']);
    expect(items[0]!.textContent).toContain('Message 1');
    expect(items[0]!.textContent).toContain('Summary 1');
    expect(items[0]!.textContent).toContain('Private');
    // A list row: business time (08:00 UTC is 16:00 in UTC+8), without the offset.
    expect(items[0]!.textContent).toContain('2026-03-01 16:00');
    expect(items[0]!.textContent).not.toContain('GMT');
    expect(screen.getByTestId('business-time-note').textContent).toBe('Times are shown in GMT+8');
    expect(await screen.findByTestId('mail-tab-all-unread')).toHaveProperty('textContent', '4');
    expect(screen.getByTestId('mail-tab-private-unread').textContent).toBe('3');
    expect(screen.queryByTestId('mail-tab-announcement-unread')).toBeNull();
    for (const tab of ['Notifications', 'Announcements', 'Deposits & withdrawals'])
      expect(screen.getByText(tab)).toBeTruthy();
  });

  it('asks for the chosen category and keeps it in the address', async () => {
    const list = serveMessages(3);
    const { router } = renderPage(<MessagesPage />, { url: routePath('messages') });
    await screen.findAllByTestId('message-item');
    expect(list.calls[0]).toEqual({ pageNum: '1', pageSize: '20' });
    fireEvent.click(screen.getByTestId('mail-tab-activity'));
    await waitFor(() =>
      expect(list.calls.at(-1)).toEqual({ pageNum: '1', pageSize: '20', category: 'activity' }),
    );
    expect(router.state.location.search).toBe('?category=activity');
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    serveMessages(25);
    renderPage(<MessagesPage />, { url: routePath('messages') });
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(20));
    act(() => scrollIntoView(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(25));
    expect(await screen.findByText('No more messages')).toBeTruthy();
  });

  it("marks every message of the current tab's category read", async () => {
    serveMessages(3);
    const readAll = recordCalls('modifyReadAllMessage', { updatedCount: 3 });
    server.use(readAll.handler);
    renderPage(<MessagesPage />, { url: `${routePath('messages')}?category=private` });
    await screen.findAllByTestId('message-item');
    const button = screen.getByTestId('mail-read-all');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(readAll.calls).toEqual([{ category: 'private' }]));
    expect(await screen.findByText('All marked as read')).toBeTruthy();
  });

  it('offers no "mark all read" on a tab without unread messages', async () => {
    serveMessages(1);
    renderPage(<MessagesPage />, { url: `${routePath('messages')}?category=announcement` });
    await screen.findAllByTestId('message-item');
    await screen.findByTestId('mail-tab-all-unread');
    expect(screen.getByTestId('mail-read-all').hasAttribute('disabled')).toBe(true);
  });

  it('deletes a message from the list only after the player confirms it cannot be undone', async () => {
    serveMessages(2);
    const remove = recordCalls('deleteMessage', {});
    server.use(remove.handler);
    renderPage(<MessagesPage />, { url: routePath('messages') });
    const [first] = await screen.findAllByTestId('message-item');

    fireEvent.click(within(first!).getByTestId('message-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('A deleted message cannot be recovered.');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.calls).toHaveLength(0);

    fireEvent.click(within(first!).getByTestId('message-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Delete'));
    await waitFor(() => expect(remove.calls).toEqual([{ id: '1' }]));
    expect(await screen.findByText('Message deleted')).toBeTruthy();
  });

  it('opens a message on its detail page', async () => {
    serveMessages(2);
    const { router } = renderPage(<MessagesPage />, { url: routePath('messages') });
    fireEvent.click(await screen.findByText('Message 2'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('messageDetail')}?id=2`,
      ),
    );
  });

  it('says so when a category has no messages', async () => {
    serveMessages(0);
    renderPage(<MessagesPage />, { url: routePath('messages') });
    expect(await screen.findByText('No messages here')).toBeTruthy();
  });
});
