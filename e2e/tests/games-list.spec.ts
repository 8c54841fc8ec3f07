import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import { localeText, openAs, registerViaApi } from './support';

/** Each flow runs in two languages: the default English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;

for (const language of LANGUAGES) {
  test(`${language}: find a game by search, favourite it and see it under the favourites`, async ({
    page,
  }) => {
    const player = await registerViaApi(page.request);
    await openAs(page, player.token, language, routePath('gameList', { gameType: 'electronic' }));
    await expect(page.locator('.ui-nav-title')).toHaveText(
      localeText(language, 'games:titles.list'),
    );

    // A game further down the list, found by its name.
    const covers = page.getByTestId('game-cover');
    await expect(covers.first()).toBeVisible();
    const name = (await covers.nth(4).locator('.games-cover-name').innerText()).trim();
    await page.getByTestId('game-search').fill(name);
    const found = covers.filter({ hasText: name }).first();
    await expect(found).toBeVisible();
    await expect(covers.first()).toContainText(name);

    // Favourite it; the favourites filter then lists it.
    const heart = found.getByTestId('favourite-toggle');
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('game-search').fill('');
    await page.getByTestId('favourites-filter').click();
    await expect(page).toHaveURL(/favourites=1/);
    await expect(covers.filter({ hasText: name })).toHaveCount(1);
    await expect(covers.filter({ hasText: name }).getByTestId('favourite-toggle')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
}

test("a venue's whole list (hundreds of games) keeps only a window of covers in the page while scrolling @smoke", async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  await openAs(page, player.token, 'en', routePath('gameList', { gameType: 'electronic' }));
  const grid = page.getByTestId('game-grid');
  await expect(page.getByTestId('game-cover').first()).toBeVisible();
  const total = Number(await grid.getAttribute('data-total'));
  // The seed gives each category's venue 850 games (5,102 in the catalogue).
  expect(total).toBeGreaterThan(500);
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  expect(await page.getByTestId('game-row').count()).toBeLessThan(30);
});
