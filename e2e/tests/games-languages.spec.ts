import { routePath } from '@platform/routes';
import { expectAccessible, expectReadableAtDoubleText } from './accessibility';
import { expect, test } from './fixtures';
import {
  expectPageReads,
  expectTabTitle,
  LANGUAGES,
  localeText,
  registerViaApi,
  signInAs,
  trackRequests,
} from './support';

/** What i18next shows for a key it cannot find: the key itself, e.g. "sicbo.bet.big". */
const RAW_KEY = /(^|\s)(games:|common:)?[a-z][a-zA-Z0-9]+(\.[a-zA-Z0-9]+)+(\s|$)/;

/** Every in-house game's screen on the play page, by game code. */
const SCREENS = {
  baccarat: 'baccarat-screen',
  roulette: 'roulette-screen',
  sicbo: 'sicbo-screen',
  dragonTiger: 'dragon-tiger-screen',
  keno: 'keno-screen',
  slot: 'slot-screen',
  lottery6: 'lottery6-screen',
  sportsbook: 'sportsbook-screen',
  esportsbook: 'sportsbook-screen',
} as const;

test('every in-house game reads in each of the 8 languages at 390 px: titled with its name (the tab too, with the site name, on a page opened directly), no untranslated key, nothing wider than the screen, no WCAG A/AA violation, still readable at 200 % text', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const network = trackRequests(page);
  const player = await registerViaApi(page.request);
  for (const language of LANGUAGES) {
    await signInAs(page, player.token, language);
    const generic = localeText(language, 'games:play.title');
    for (const [gameCode, screen] of Object.entries(SCREENS)) {
      const where = `${language} ${gameCode}`;
      await page.goto(`./#${routePath('gamePlay', { platCode: 'STHOUSE', gameCode })}`);
      await page.reload();
      await expect(page.getByTestId(screen), where).toBeVisible();
      const title = page.locator('.ui-nav-title');
      await expect(title, where).not.toHaveText(generic);
      await expect(title, where).not.toHaveText('');
      // Each game is a fresh load of the play page (a deep link): the tab still names the site.
      await expectTabTitle(page, where, (await title.textContent()) ?? '');
      await network.settled();
      expect(await page.locator('body').innerText(), where).not.toMatch(RAW_KEY);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, where).toBeLessThanOrEqual(0);
      // The same page load, checked by axe.
      await expectAccessible(page, where);
      // And at 200 % text: nothing wider than the screen, no label cut short.
      await expectReadableAtDoubleText(page, where);
    }
  }
});

/** Each in-house game's rules page, by game code, with the key of the game's name. */
const RULES = {
  baccarat: 'games:verify.game.baccarat',
  roulette: 'games:verify.game.roulette',
  sicbo: 'games:sicbo.title',
  dragonTiger: 'games:dragonTiger.title',
  keno: 'games:keno.title',
  slot: 'games:slot.title',
  lottery6: 'games:lottery6.title',
} as const;

test("every game's rules page, and their list, reads as a guest in Chinese and in Burmese at 390 px: titled with the game, tables whole, no untranslated key, no WCAG A/AA violation, readable at 200 % text", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const network = trackRequests(page);
  // Chinese and Burmese: the shortest and the longest words of the eight.
  for (const language of ['zh', 'md'] as const) {
    await page.goto('./');
    await page.evaluate((lang) => localStorage.setItem('langTypVal', lang), language);
    await page.goto(`./#${routePath('gameRules')}`);
    await page.reload();
    await expect(page.getByTestId('rules-index')).toBeVisible();
    await expectPageReads(
      page,
      network,
      `${language} rules list`,
      localeText(language, 'games:rules.title'),
    );
    for (const [gameCode, name] of Object.entries(RULES)) {
      const where = `${language} ${gameCode} rules`;
      // Within the loaded app: only the hash changes.
      await page.goto(`./#${routePath('gameRules', { gameCode })}`);
      await expect(page.getByTestId('rules-paytable'), where).toBeVisible();
      const title = localeText(language, 'games:rules.titleOf').replace(
        '{{game}}',
        localeText(language, name),
      );
      await expectPageReads(page, network, where, title);
    }
  }
});

test('the play page without a game, or with one the catalogue does not know, says so in each of the 8 languages, stays titled Play and leads back to the games', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = await registerViaApi(page.request);
  for (const language of LANGUAGES) {
    await signInAs(page, player.token, language);
    const play = localeText(language, 'games:play.title');
    const cases = [
      ['noGame', routePath('gamePlay')],
      ['unknownGame', routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'noSuchGame' })],
    ] as const;
    for (const [reason, path] of cases) {
      const where = `${language} ${reason}`;
      await page.goto(`./#${path}`);
      await page.reload();
      await expect(page.getByTestId(`play-${reason}`), where).toContainText(
        localeText(language, `games:play.${reason}`),
      );
      await expect(page.locator('.ui-nav-title'), where).toHaveText(play);
      await expectTabTitle(page, where, play);
      await expect(page.getByTestId('play-to-lobby'), where).toHaveText(
        localeText(language, 'games:play.toLobby'),
      );
    }
  }
  await page.getByTestId('play-to-lobby').click();
  await expect(page).toHaveURL(new RegExp(`#${routePath('gameList')}$`));
});
