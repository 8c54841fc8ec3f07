import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { i18next } from '@platform/i18n';
import { act, fireEvent, renderPage, screen, server } from '@platform/ui/testing';
import { guestSession } from '../../../testing/guestPage';
import { NoticeMarquee } from './NoticeMarquee';

function serveNotices() {
  server.use(
    answer('getNotice', {
      noticeList: [
        {
          id: 7,
          title: 'Maintenance tonight',
          content: 'Some venues pause from 02:00 to 04:00.',
          // 23:30 on 1 March in UTC is already 2 March in business time (GMT+8).
          publishedAt: '2026-03-01T23:30:00Z',
        },
        {
          id: 8,
          title: 'New slots',
          content: 'Ten new games.',
          publishedAt: '2026-02-20T00:00:00Z',
        },
      ],
    }),
  );
}

function renderMarquee() {
  return renderPage(<NoticeMarquee />, { url: routePath('home'), session: guestSession });
}

describe('notice marquee', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it("opens every notice's title, business date and text on tap", async () => {
    serveNotices();
    renderMarquee();
    const marquee = await screen.findByTestId('notice-marquee');
    expect(marquee.textContent).toContain('Maintenance tonight　·　New slots');
    expect(screen.queryByTestId('notice-sheet')).toBeNull();

    fireEvent.click(marquee);
    const sheet = await screen.findByTestId('notice-sheet');
    expect(sheet.textContent).toContain('Notices');
    const [first, second] = sheet.querySelectorAll('article');
    expect(first!.textContent).toBe(
      'Maintenance tonightMar 2, 2026Some venues pause from 02:00 to 04:00.',
    );
    expect(second!.textContent).toContain('Ten new games.');
  });

  it('keeps the bar in place while the notices load', async () => {
    serveNotices();
    renderMarquee();
    expect(screen.getByTestId('notice-loading').className).toContain('home-notice-bar');
    expect((await screen.findByTestId('notice-marquee')).parentElement?.className).toContain(
      'home-notice-bar',
    );
    expect(screen.queryByTestId('notice-loading')).toBeNull();
  });

  it('is a button that opens the sheet from the keyboard, and focus comes back when it closes', async () => {
    serveNotices();
    renderMarquee();
    const marquee = await screen.findByTestId('notice-marquee');
    expect(marquee.tagName).toBe('BUTTON');
    expect(marquee.textContent).toContain('Notices: ');
    marquee.focus();
    fireEvent.click(marquee);
    await screen.findByTestId('notice-sheet');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(marquee);
  });

  it('scrolls until the pause button stops it', async () => {
    serveNotices();
    renderMarquee();
    const marquee = await screen.findByTestId('notice-marquee');
    const text = () => marquee.querySelector('.home-notice-text')!;
    expect(text().classList.contains('home-notice-text--moving')).toBe(true);
    const pause = screen.getByRole('button', { name: 'Pause the notices' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    expect(text().classList.contains('home-notice-text--moving')).toBe(false);
  });

  it('does not scroll at all for a player who asks for less motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      serveNotices();
      renderMarquee();
      const marquee = await screen.findByTestId('notice-marquee');
      expect(marquee.querySelector('.home-notice-text--moving')).toBeNull();
      expect(marquee.textContent).toContain('Maintenance tonight');
      expect(screen.queryByTestId('notice-pause')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("dates the notices in the player's language", async () => {
    await act(() => i18next.changeLanguage('zh'));
    serveNotices();
    renderMarquee();
    fireEvent.click(await screen.findByTestId('notice-marquee'));
    const sheet = await screen.findByTestId('notice-sheet');
    expect(sheet.textContent).toContain('公告');
    expect(sheet.querySelector('time')?.textContent).toBe('2026年3月2日');
  });
});
