import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, recordCalls, renderPage, screen, server, within } from '@platform/ui/testing';
import { club } from '../../features/sponsorship/fixtures';
import SponsorMadridPage from './SponsorMadridPage';

const URL = routePath('sponsorMadrid');
const GUEST = { token: null, isLogin: false, userInfo: null };

describe('sponsored club page', () => {
  it('asks for the madrid club and shows its banner, crest, founding year, stadium and introduction', async () => {
    const calls = recordCalls('getSponsoredClub', { club: club() });
    server.use(calls.handler);
    renderPage(<SponsorMadridPage />, { url: URL, session: GUEST });
    const header = await screen.findByTestId('club-header');
    expect(calls.calls).toEqual([{ key: 'madrid' }]);
    expect(within(header).getByRole('heading').textContent).toBe('Madrid Football Club');
    expect(within(header).getByAltText('Madrid Football Club crest')).toBeTruthy();
    expect(within(header).getByAltText('Madrid Football Club banner')).toBeTruthy();
    expect(screen.getByTestId('club-founded').textContent).toBe('1902');
    expect(screen.getByTestId('club-stadium').textContent).toBe('Estadio Central');
    expect(screen.getByTestId('club-intro').querySelectorAll('p')).toHaveLength(2);
  });

  it('shows the honours with their count and years', async () => {
    server.use(answer('getSponsoredClub', { club: club() }));
    renderPage(<SponsorMadridPage />, { url: URL, session: GUEST });
    const honours = await screen.findAllByTestId('club-honour');
    expect(honours).toHaveLength(3);
    expect(honours[0]!.textContent).toBe('36League titles2017, 2020, 2022, 2024');
  });

  it('shows six star players with portrait, number, name, position and nationality, lazily loaded', async () => {
    server.use(answer('getSponsoredClub', { club: club() }));
    renderPage(<SponsorMadridPage />, { url: URL, session: GUEST });
    const players = await screen.findAllByTestId('club-player');
    expect(players).toHaveLength(6);
    const portrait = within(players[3]!).getByRole('img');
    expect(portrait.getAttribute('alt')).toBe('Portrait of Kenji Sato');
    expect(portrait.getAttribute('loading')).toBe('lazy');
    expect(players[3]!.textContent).toBe('10Kenji SatoMidfielder · Japan');
  });

  it("opens a player's bio in a sheet", async () => {
    server.use(answer('getSponsoredClub', { club: club() }));
    renderPage(<SponsorMadridPage />, { url: URL, session: GUEST });
    const players = await screen.findAllByTestId('club-player');
    expect(screen.queryByTestId('club-player-bio')).toBeNull();
    fireEvent.click(players[4]!);
    const bio = await screen.findByTestId('club-player-bio');
    expect(bio.textContent).toContain('9 · Youssef Amrani');
    expect(bio.textContent).toContain(club().players[4]!.bio);
  });
});
