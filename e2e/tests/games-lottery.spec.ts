import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import { apiCall, devPost, fundHouseVenue, localeText, openAs, registerViaApi } from './support';

/** Each flow runs in two languages: English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;

for (const language of LANGUAGES) {
  test(`${language}: a six-number ticket waits for its draw, which the scheduler's clock triggers and settles once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const player = await registerViaApi(page.request);
    await fundHouseVenue(page.request, player, 20_000);

    await openAs(
      page,
      player.token,
      language,
      routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'lottery6' }),
    );
    await expect(page.getByTestId('lottery6-screen')).toBeVisible();
    await expect(page.getByTestId('l6-seed-hash')).toHaveText(/[0-9a-f]{64}/);
    await expect(page.getByTestId('l6-countdown')).toBeVisible();

    // 5 yuan on the special number 7 and 5 yuan on "big".
    await page.getByTestId('chip-500').click();
    await page.getByTestId('l6-num-7').click();
    await page.getByTestId('l6-tab-sides').click();
    await page.getByTestId('l6-side-big').click();
    await page.getByTestId('l6-buy').click();
    const ticket = page.getByTestId('l6-ticket').first();
    await expect(ticket.getByTestId('l6-ticket-status')).toHaveText(
      localeText(language, 'games:lottery6.status.waiting'),
    );
    // The purchase is read out in words: each bet with its stake, then the ticket's total
    // (docs/accessibility.md#live-region).
    const special = localeText(language, 'games:lottery6.betOn.special').replace('{{number}}', '7');
    const big = localeText(language, 'games:lottery6.side.big');
    await expect(page.getByTestId('live-region-polite')).toContainText(
      new RegExp(`${special} (CN)?¥5\\.00, ${big} (CN)?¥5\\.00`),
    );
    await expect(page.getByTestId('live-region-polite')).toContainText('¥10.00');

    // The draw time comes round on the scheduler's clock: the draw runs and settles the ticket.
    const draws = await apiCall(page.request, 'inhouse/lottery6/draws', player.token);
    const drawAt = Date.parse((draws.open as { drawAt: string }).drawAt);
    await devPost(page.request, '/__dev/scheduler/clock', {
      to: new Date(Math.max(drawAt + 60_000, Date.now())).toISOString(),
    });
    await page.reload();
    const settled = ['won', 'lost', 'even'].map((s) =>
      localeText(language, `games:lottery6.status.${s}`),
    );
    await expect(page.getByTestId('l6-ticket').first().getByTestId('l6-ticket-status')).toHaveText(
      new RegExp(`^(${settled.join('|')})$`),
    );
    // The drawn numbers recompute in the browser from the revealed seed.
    await expect(page.getByTestId('l6-result').first()).toBeVisible();

    // The bet record has the ticket, settled once the platform has pulled the venue's feed
    // (every few seconds): a reload shows it.
    await page.goto(`./#${routePath('betRecord')}`);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('bet-item')).toHaveCount(1);
      await expect(page.getByTestId('bet-item')).toContainText(
        localeText(language, 'games:record.status.settled'),
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
  });
}
