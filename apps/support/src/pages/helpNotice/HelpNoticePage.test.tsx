import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, renderPage, screen, server, within } from '@platform/ui/testing';
import { noticesFixture } from '../../features/help/fixtures';
import HelpNoticePage from './HelpNoticePage';

const URL = routePath('helpNotice');

describe('notices', () => {
  it('lists the site notices newest first, each opening to its full text', async () => {
    server.use(answer('getNotice', noticesFixture));
    renderPage(<HelpNoticePage />, {
      url: URL,
      session: { token: null, isLogin: false, userInfo: null },
    });
    const notices = await screen.findAllByTestId('help-notice');
    expect(notices.map((n) => n.querySelector('.support-help-text')?.textContent)).toEqual([
      'Maintenance tonight',
      'Spring promotion',
    ]);
    expect(screen.queryByTestId('help-notice-content')).toBeNull();
    // Each title is a button that says whether the notice is open (not a link with aria-expanded).
    const title = within(notices[0]!).getByRole('button', { name: /Maintenance tonight/ });
    expect(title.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(within(notices[0]!).getByTestId('help-notice-content').textContent).toBe(
      'The lottery venue is under maintenance from 02:00 to 04:00.',
    );
  });

  it('says so when there are none', async () => {
    server.use(answer('getNotice', { noticeList: [] }));
    renderPage(<HelpNoticePage />, { url: URL });
    expect(await screen.findByText('No notices at the moment')).toBeTruthy();
  });
});
