import { routePath } from '@platform/routes';
import { expectAccessible, expectAccessibleMidRound } from './accessibility';
import { expect, test } from './fixtures';
import { devPost, localeText, openAs, registerViaApi, venueFen } from './support';

/** Each flow runs in two languages: English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;

for (const language of LANGUAGES) {
  test(`${language}: deposit, move money to the in-house venue, play baccarat and roulette, verify a round`, async ({
    page,
  }) => {
    // A player who asked for less motion (docs/accessibility.md#motion-and-size).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const player = await registerViaApi(page.request);
    await devPost(page.request, '/__dev/credit', { username: player.username, amount: 100_000 });

    // Baccarat: the venue starts empty; the top-up sheet moves 200 yuan from the central wallet.
    await openAs(
      page,
      player.token,
      language,
      routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'baccarat' }),
    );
    await expect(page.getByTestId('baccarat-screen')).toBeVisible();
    await expect(page.getByTestId('fair-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await page.getByTestId('topup-open').click();
    const sheet = page.getByTestId('topup-sheet');
    await sheet.getByTestId('topup-amount').locator('input').fill('200');
    await sheet.getByTestId('topup-submit').click();
    await expect(sheet.getByTestId('topup-result')).toHaveAttribute('data-status', 'posted');
    await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => venueFen(page)).toBeGreaterThan(0);
    const before = await venueFen(page);

    await page.getByTestId('chip-1000').click();
    await page.getByTestId('bac-area-banker').click();
    await expectAccessibleMidRound(
      page,
      'baccarat',
      () => page.getByTestId('bac-deal').click(),
      `${language} baccarat`,
    );
    await expect(page.getByTestId('bac-result')).toBeVisible();
    await expect(page.getByTestId('bac-winner')).toHaveText(
      new RegExp(
        ['player', 'banker', 'tie']
          .map((w) => localeText(language, `games:baccarat.winner.${w}`))
          .join('|'),
      ),
    );
    const cards = await page.getByTestId('bac-card').count();
    expect(cards).toBeGreaterThanOrEqual(4);
    // Without motion the whole deal shows at once: no card waits its turn.
    expect(
      await page.evaluate(
        () => document.getAnimations().filter((a) => a.playState === 'running').length,
      ),
    ).toBe(0);
    // The round read out in words: the hands, the winner and what it paid.
    await expect(page.getByTestId('live-region-polite')).toContainText(
      await page.getByTestId('bac-winner').innerText(),
    );
    await expectAccessible(page, `${language} baccarat after a deal`);
    // The stake left the venue wallet and any win came back to it.
    const returned = Number(
      await page.getByTestId('bac-return-banker').locator('[data-fen]').getAttribute('data-fen'),
    );
    await expect.poll(() => venueFen(page)).toBe(before - 1_000 + returned);

    // Verify that round: the revealed seed hashes to the commitment and the cards are the round's.
    await page.locator('.games-fair summary').click();
    await page.getByTestId('fair-verify-link').click();
    await expect(page.locator('.ui-nav-title')).toHaveText(
      localeText(language, 'games:verify.title'),
    );
    await page.getByTestId('verify-run').click();
    await expect(page.getByTestId('verify-hash-check')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('verify-outcome-check')).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('verify-hash-check')).toHaveText(
      localeText(language, 'games:verify.hashOk'),
    );

    // Roulette: 5 yuan on red and 1 yuan on 17, spin, the pocket and the balance change.
    await page.goto(`./#${routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'roulette' })}`);
    await expect(page.getByTestId('roulette-screen')).toBeVisible();
    await expect.poll(() => venueFen(page)).toBeGreaterThan(0);
    const beforeSpin = await venueFen(page);
    await page.getByTestId('chip-500').click();
    await page.getByTestId('rou-out-red').click();
    await page.getByTestId('chip-100').click();
    await page.getByTestId('rou-num-17').click();
    await expectAccessibleMidRound(
      page,
      'roulette',
      () => page.getByTestId('rou-spin').click(),
      `${language} roulette`,
    );
    await expect(page.getByTestId('rou-pocket')).toHaveText(/^([0-9]|[12][0-9]|3[0-6])$/);
    await expect(page.getByTestId('rou-bet-result')).toHaveCount(2);
    const pocket = Number(await page.getByTestId('rou-pocket').innerText());
    const redWins = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(
      pocket,
    );
    // Red pays 1:1 and a number 35:1, each with its stake back.
    const expected = beforeSpin - 600 + (redWins ? 1_000 : 0) + (pocket === 17 ? 3_600 : 0);
    await expect.poll(() => venueFen(page)).toBe(expected);
    // The wheel stands at the pocket at once, the pocket marked on the layout.
    await expect(page.getByTestId(`rou-num-${pocket}`)).toHaveClass(/rou-hit/);
    await expectAccessible(page, `${language} roulette after a spin`);
  });
}

test("a venue's game page in English and Burmese: its frame named after the venue in the player's language, no WCAG A/AA violation", async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  for (const language of ['en', 'md'] as const) {
    // The launch hands the simulated venue's page to the venue game page (gamePlayH5).
    await openAs(page, player.token, language, routePath('gamePlay', { platCode: 'STSLOT' }));
    const frame = page.getByTestId('play-h5-frame');
    await expect(frame, language).toBeVisible();
    const [before, after] = localeText(language, 'games:play.frame')
      .split('{{venue}}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(frame, language).toHaveAttribute('title', new RegExp(`^${before}.+${after}$`));
    await expect(page.locator('html'), language).toHaveAttribute(
      'lang',
      language === 'md' ? 'my' : 'en',
    );
    // The venue's own page inside the frame is the venue's, not checked here.
    await expectAccessible(page, `${language} the venue's game page`);
  }
});
