import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, renderPage, screen, server, within } from '@platform/ui/testing';
import { sponsorships } from '../../features/sponsorship/fixtures';
import SponsorPage from './SponsorPage';

const URL = routePath('sponsor');
const GUEST = { token: null, isLogin: false, userInfo: null };

describe('sponsorship tab', () => {
  it('shows each sponsorship as a card with its banner, name, headline, season and summary', async () => {
    server.use(answer('getSponsorships', sponsorships()));
    renderPage(<SponsorPage />, { url: URL, session: GUEST });
    const cards = await screen.findAllByTestId('sponsorship-card');
    expect(cards).toHaveLength(2);
    const madrid = cards[0]!;
    expect(within(madrid).getByRole('img').getAttribute('alt')).toBe('Madrid Football Club');
    expect(within(madrid).getByRole('img').getAttribute('src')).toBe(
      sponsorships().sponsorships[0]!.bannerUrl,
    );
    expect(madrid.textContent).toContain('Official betting partner');
    expect(madrid.textContent).toContain('2025/26');
    expect(madrid.textContent).toContain('match-day offers');
  });

  it('opens the club page from the madrid card', async () => {
    server.use(answer('getSponsorships', sponsorships()));
    renderPage(<SponsorPage />, { url: URL, session: GUEST });
    const [madrid] = await screen.findAllByTestId('sponsorship-card');
    expect(madrid!.getAttribute('data-key')).toBe('madrid');
    fireEvent.click(madrid!);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(routePath('sponsorMadrid'));
  });

  it('leaves a sponsorship without a page of its own as a plain card', async () => {
    server.use(answer('getSponsorships', sponsorships()));
    renderPage(<SponsorPage />, { url: URL, session: GUEST });
    const cards = await screen.findAllByTestId('sponsorship-card');
    expect(cards[1]!.tagName).toBe('DIV');
    fireEvent.click(cards[1]!);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('says so when there is no sponsorship', async () => {
    server.use(answer('getSponsorships', { sponsorships: [] }));
    renderPage(<SponsorPage />, { url: URL, session: GUEST });
    expect((await screen.findByTestId('query-empty')).textContent).toContain(
      'No sponsorships at the moment.',
    );
    expect(screen.queryByTestId('sponsorship-card')).toBeNull();
  });
});
