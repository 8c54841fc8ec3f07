import { routePath } from '@platform/routes';
import { expectAccessible, expectAccessibleMidRound } from './accessibility';
import { expect, test } from './fixtures';
import { fundHouseVenue, openAs, registerViaApi, venueFen } from './support';

/** Each flow runs in two languages: English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;

const play = (gameCode: string) => routePath('gamePlay', { platCode: 'STHOUSE', gameCode });

for (const language of LANGUAGES) {
  test(`${language}: a round of sic bo, dragon tiger, lucky numbers and the slot, each in the bet record`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // Results show at once without motion, so axe sees each table as it ends a round.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const player = await registerViaApi(page.request);
    await fundHouseVenue(page.request, player, 50_000);

    // Sic bo: 5 yuan on big.
    await openAs(page, player.token, language, play('sicbo'));
    await expect(page.getByTestId('sicbo-screen')).toBeVisible();
    await expect.poll(() => venueFen(page)).toBe(50_000);
    await page.getByTestId('chip-500').click();
    await page.getByTestId('sic-spot-big:').click();
    await expectAccessibleMidRound(
      page,
      'sicbo',
      () => page.getByTestId('sic-roll').click(),
      `${language} sic bo`,
    );
    await expect(page.getByTestId('sic-result')).toBeVisible();
    await expect(page.getByTestId('sic-die')).toHaveCount(3);
    await expectAccessible(page, `${language} sic bo after a roll`);

    // Dragon tiger: 5 yuan on the dragon.
    await page.goto(`./#${play('dragonTiger')}`);
    await expect(page.getByTestId('dragon-tiger-screen')).toBeVisible();
    await page.getByTestId('chip-500').click();
    await page.getByTestId('dt-area-dragon').click();
    await expectAccessibleMidRound(
      page,
      'dragonTiger',
      () => page.getByTestId('dt-deal').click(),
      `${language} dragon tiger`,
    );
    await expect(page.getByTestId('dt-result')).toBeVisible();
    await expectAccessible(page, `${language} dragon tiger after a deal`);

    // Lucky numbers: three numbers, 1 yuan on them.
    await page.goto(`./#${play('keno')}`);
    await expect(page.getByTestId('keno-screen')).toBeVisible();
    for (const n of [7, 21, 64]) await page.getByTestId(`keno-num-${n}`).click();
    await page.getByTestId('chip-100').click();
    await page.getByTestId('keno-area-pick').click();
    await expectAccessibleMidRound(
      page,
      'keno',
      () => page.getByTestId('keno-draw').click(),
      `${language} lucky numbers`,
    );
    await expect(page.getByTestId('keno-result')).toBeVisible();
    await expect(page.getByTestId('keno-ball')).toHaveCount(20);
    await expectAccessible(page, `${language} lucky numbers after a draw`);

    // The slot: 1 yuan a line on its 10 lines.
    await page.goto(`./#${play('slot')}`);
    await expect(page.getByTestId('slot-screen')).toBeVisible();
    await page.getByTestId('slot-stake-10').click();
    await expectAccessibleMidRound(
      page,
      'slot',
      () => page.getByTestId('slot-spin').click(),
      `${language} the slot`,
    );
    await expect(page.getByTestId('slot-result')).toBeVisible();
    await expectAccessible(page, `${language} the slot after a spin`);

    // Each round is in the bet record, pulled from the venue's feed.
    await page.goto(`./#${routePath('betRecord')}`);
    await expect(page.getByTestId('bet-item')).toHaveCount(4);
  });
}
