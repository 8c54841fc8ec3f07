import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { ADULT_AGE_YEARS } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { fireEvent, renderPage, screen, server } from '@platform/ui/testing';
import AboutPage from './AboutPage';

const URL = routePath('about');
const GUEST = { token: null, isLogin: false, userInfo: null };

function serveSite(siteName = 'LuckyStar') {
  server.use(
    answer('getWebsiteBasicInfo', {
      websiteBasicList: [
        { configKey: 'siteName', configValue: siteName },
        { configKey: 'description', configValue: 'Every game in one wallet.' },
        { configKey: 'serviceEmail', configValue: 'help@luckystar.example' },
        { configKey: 'copyright', configValue: '© 2026 LuckyStar' },
      ],
    }),
  );
}

const section = (name: string) =>
  screen.getAllByTestId('about-section').find((s) => s.dataset.section === name)!;

describe('about page', () => {
  it("shows the site's name, e-mail and copyright from the site configuration, and not its one-language description", async () => {
    serveSite('LuckyStar');
    renderPage(<AboutPage />, { url: URL, session: GUEST });
    expect((await screen.findByTestId('about-site-name')).textContent).toBe('LuckyStar');
    expect(screen.queryByText('Every game in one wallet.')).toBeNull();
    const email = screen.getByTestId('about-email');
    expect(email.textContent).toBe('help@luckystar.example');
    expect(email.getAttribute('href')).toBe('mailto:help@luckystar.example');
    expect(screen.getByTestId('about-copyright').textContent).toBe('© 2026 LuckyStar');
  });

  it('says who we are, responsible play with the adult age, security and fair play', async () => {
    serveSite();
    renderPage(<AboutPage />, { url: URL, session: GUEST });
    await screen.findByTestId('about-site-name');
    expect(screen.getAllByTestId('about-section').map((s) => s.dataset.section)).toEqual([
      'who',
      'responsible',
      'security',
      'fair',
      'contact',
    ]);
    expect(section('who').textContent).toContain(
      'live casino, chess and cards, e-sports, lottery and slots',
    );
    expect(screen.getByTestId('about-adult').textContent).toBe(
      `Players must be ${ADULT_AGE_YEARS} years of age or older.`,
    );
    expect(section('responsible').textContent).toContain('contact customer service');
    expect(section('security').textContent).toContain('payment password');
    expect(section('fair').textContent).toContain('provably fair');
  });

  it.each([
    ['about-verify', routePath('gameVerify')],
    ['about-link-help', routePath('help')],
    ['about-link-browser', routePath('browser')],
    ['about-link-customerService', routePath('customerService')],
    ['about-link-sponsor', routePath('sponsor')],
  ])('leads from %s to %s', async (testId, path) => {
    serveSite();
    renderPage(<AboutPage />, { url: URL, session: GUEST });
    fireEvent.click(await screen.findByTestId(testId));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(path);
  });
});
