// jsdom: the body goes through DOMPurify, which happy-dom does not parse as browsers do.
// @vitest-environment jsdom
import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import type { Message } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import MessageDetailPage from './MessageDetailPage';

const URL = `${routePath('messageDetail')}?id=7`;

function serveMessage(overrides: Partial<Message> = {}, content = '<p>Hello</p>') {
  server.use(
    answer('getMessage', {
      message: {
        id: 7,
        category: 'announcement',
        title: 'Maintenance',
        summary: 'Hello',
        isRead: false,
        createdAt: '2026-03-01T08:00:00.000Z',
        content,
        ...overrides,
      },
    }),
  );
}

describe('message detail', () => {
  it('shows the title, time and body, with no script left in it', async () => {
    serveMessage(
      {},
      '<p>Tuesday <b>02:00</b></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">x</a>',
    );
    server.use(recordCalls('doReadMessage', {}).handler);
    renderPage(<MessageDetailPage />, { url: URL });
    const detail = await screen.findByTestId('message-detail');
    expect(detail.textContent).toContain('Maintenance');
    expect(detail.textContent).toContain('Announcements');
    // Business time (UTC+8) with its offset, the same style in every language.
    expect(detail.textContent).toContain('2026-03-01 16:00 (GMT+8)');
    const body = screen.getByTestId('message-content');
    expect(body.innerHTML).toBe('<p>Tuesday <b>02:00</b></p><a>x</a>');
    expect(body.querySelector('script, img, [onerror]')).toBeNull();
  });

  it('marks an unread message read once', async () => {
    serveMessage({ isRead: false });
    const read = recordCalls('doReadMessage', {});
    server.use(read.handler);
    renderPage(<MessageDetailPage />, { url: URL });
    await screen.findByTestId('message-detail');
    await waitFor(() => expect(read.calls).toEqual([{ id: '7' }]));
    // The read call refreshes the message tag; the page does not mark it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.calls).toHaveLength(1);
  });

  it('does not mark a message that is already read', async () => {
    serveMessage({ isRead: true });
    const read = recordCalls('doReadMessage', {});
    server.use(read.handler);
    renderPage(<MessageDetailPage />, { url: URL });
    await screen.findByTestId('message-detail');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.calls).toHaveLength(0);
  });

  it('deletes the message after a confirmation and goes back to the list', async () => {
    serveMessage({ isRead: true });
    const remove = recordCalls('deleteMessage', {});
    server.use(remove.handler);
    const { router } = renderPage(<MessageDetailPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('message-detail-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete this message?');
    fireEvent.click(within(dialog).getByText('Delete'));
    await waitFor(() => expect(remove.calls).toEqual([{ id: '7' }]));
    expect(router.state.location.pathname).toBe(routePath('messages'));
    expect(await screen.findByText('Message deleted')).toBeTruthy();
  });

  it('says so when the message does not exist', async () => {
    renderPage(<MessageDetailPage />, { url: routePath('messageDetail') });
    expect(await screen.findByText('This message no longer exists')).toBeTruthy();
  });
});
