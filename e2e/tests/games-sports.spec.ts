import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import {
  apiCall,
  devPost,
  fundHouseVenue,
  localeText,
  openAs,
  registerViaApi,
  venueFen,
} from './support';

/** Each flow runs in two languages: English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;

interface SportsEvent {
  eventId: string;
  state: string;
  open: boolean;
  danger: boolean;
}

for (const language of LANGUAGES) {
  test(`${language}: a parlay taken in a dangerous moment waits for confirmation, then a goal cancels it and refunds the stake`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const player = await registerViaApi(page.request);
    await fundHouseVenue(page.request, player, 20_000);

    // A live match and two matches not started yet (their prices hold still until kick-off).
    let events: SportsEvent[] = [];
    await expect(async () => {
      const answer = await apiCall(page.request, 'inhouse/sports/events', player.token, {
        sport: 'football',
      });
      events = answer.events as SportsEvent[];
      expect(events.some((e) => e.state === 'live' && e.open)).toBe(true);
      expect(events.filter((e) => e.state === 'scheduled' && e.open).length).toBeGreaterThan(1);
    }).toPass({ timeout: 30_000 });
    const live = events.find((e) => e.state === 'live' && e.open)!;
    const [first, second] = events.filter((e) => e.state === 'scheduled' && e.open);
    await devPost(page.request, '/__dev/sports/incident', {
      eventId: live.eventId,
      incident: 'danger',
    });

    await openAs(
      page,
      player.token,
      language,
      routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'sportsbook' }),
    );
    await expect(page.getByTestId('sportsbook-screen')).toBeVisible();
    await expect.poll(() => venueFen(page)).toBe(20_000);
    const liveRow = page.locator(`[data-event="${live.eventId}"]`);
    await expect(liveRow.getByTestId('sb-danger')).toHaveText(
      localeText(language, 'games:sportsbook.danger'),
    );
    for (const event of [live, first!, second!])
      await page.getByTestId(`sb-odd-${event.eventId}-home`).click();
    await page.getByTestId('sb-open-slip').click();
    await expect(page.getByTestId('sb-sheet-pick')).toHaveCount(3);
    await page.getByTestId('sb-stake').locator('input').fill('10');
    await expect(page.getByTestId('sb-potential')).toBeVisible();
    await page.getByTestId('sb-place').click();
    await expect(page.getByTestId('sb-placed')).toBeVisible();
    // The slip is read out in words with its state: awaiting confirmation
    // (docs/accessibility.md#live-region).
    const spoken = page.getByTestId('live-region-polite');
    await expect(spoken).toContainText(localeText(language, 'games:sportsbook.slip.parlay'));
    await expect(spoken).toContainText('¥10.00');
    await expect(spoken).toContainText(localeText(language, 'games:sportsbook.slipState.pending'));
    await expect.poll(() => venueFen(page)).toBe(19_000);

    // The slip waits: "dangerous ball - awaiting confirmation".
    await page.getByTestId('sb-tab-slips').click();
    const slip = page.getByTestId('sb-slip').first();
    await expect(slip.getByTestId('sb-slip-state')).toHaveText(
      localeText(language, 'games:sportsbook.slipState.pending'),
    );

    // A goal in that match cancels it, and the stake comes back to the venue wallet.
    await devPost(page.request, '/__dev/sports/incident', {
      eventId: live.eventId,
      incident: 'goal',
      side: 'home',
    });
    await expect(slip.getByTestId('sb-slip-state')).toHaveText(
      localeText(language, 'games:sportsbook.slipState.cancelled'),
      { timeout: 20_000 },
    );
    // And its refusal, the stake back.
    const refused = localeText(language, 'games:a11y.sportsbook.refused');
    await expect(spoken).toContainText(refused.slice(0, refused.indexOf('{{')).trim());
    await expect.poll(() => venueFen(page), { timeout: 20_000 }).toBe(20_000);

    // The bet record shows the slip cancelled, with no turnover.
    await page.goto(`./#${routePath('betRecord')}`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('bet-item')).toHaveCount(1);
      await expect(page.getByTestId('bet-item')).toContainText(
        localeText(language, 'games:record.status.cancelled'),
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
  });
}
