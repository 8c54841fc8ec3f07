import { routePath } from '@platform/routes';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, devPost, registerViaApi } from './support';

/** Each flow runs in two languages: English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;

async function openAs(page: Page, token: string, language: string, path: string) {
  await page.goto('./');
  await page.evaluate(
    ([t, lang]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('langTypVal', lang);
    },
    [token, language] as const,
  );
  await page.goto(`./#${path}`);
  await page.reload();
}

const play = (gameCode: string) => routePath('gamePlay', { platCode: 'STHOUSE', gameCode });

/** The venue balance the play page shows, in fen, once it is known. */
async function venueFen(page: Page): Promise<number> {
  const fen = await page
    .getByTestId('venue-balance-bar')
    .locator('[data-fen]')
    .getAttribute('data-fen');
  return Number(fen);
}

for (const language of LANGUAGES) {
  test(`${language}: a round of sic bo, dragon tiger, lucky numbers and the slot, each in the bet record`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const player = await registerViaApi(page.request);
    await devPost(page.request, '/__dev/credit', { username: player.username, amount: 100_000 });
    const moved = await apiCall(page.request, 'apiCode/convertMoney', player.token, {
      platCode: 'STHOUSE',
      direction: 'toVenue',
      amount: '50000',
      idempotencyKey: `e2e-instant-${player.username}`,
    });
    expect(moved.code, moved.msg).toBe(0);

    // Sic bo: 5 yuan on big.
    await openAs(page, player.token, language, play('sicbo'));
    await expect(page.getByTestId('sicbo-screen')).toBeVisible();
    await expect.poll(() => venueFen(page)).toBe(50_000);
    await page.getByTestId('chip-500').click();
    await page.getByTestId('sic-spot-big:').click();
    await page.getByTestId('sic-roll').click();
    await expect(page.getByTestId('sic-result')).toBeVisible();
    await expect(page.getByTestId('sic-die')).toHaveCount(3);

    // Dragon tiger: 5 yuan on the dragon.
    await page.goto(`./#${play('dragonTiger')}`);
    await expect(page.getByTestId('dragon-tiger-screen')).toBeVisible();
    await page.getByTestId('chip-500').click();
    await page.getByTestId('dt-area-dragon').click();
    await page.getByTestId('dt-deal').click();
    await expect(page.getByTestId('dt-result')).toBeVisible();

    // Lucky numbers: three numbers, 1 yuan on them.
    await page.goto(`./#${play('keno')}`);
    await expect(page.getByTestId('keno-screen')).toBeVisible();
    for (const n of [7, 21, 64]) await page.getByTestId(`keno-num-${n}`).click();
    await page.getByTestId('chip-100').click();
    await page.getByTestId('keno-area-pick').click();
    await page.getByTestId('keno-draw').click();
    await expect(page.getByTestId('keno-result')).toBeVisible();
    await expect(page.getByTestId('keno-ball')).toHaveCount(20);

    // The slot: 1 yuan a line on its 10 lines.
    await page.goto(`./#${play('slot')}`);
    await expect(page.getByTestId('slot-screen')).toBeVisible();
    await page.getByTestId('slot-stake-10').click();
    await page.getByTestId('slot-spin').click();
    await expect(page.getByTestId('slot-result')).toBeVisible();

    // Each round is in the bet record, pulled from the venue's feed.
    await page.goto(`./#${routePath('betRecord')}`);
    await expect(page.getByTestId('bet-item')).toHaveCount(4);
  });
}
