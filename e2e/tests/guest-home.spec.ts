import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';

test('a guest sees the home page: banner, notices, login prompt, shortcuts and six game categories', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await expect(page.getByTestId('guest-prompt')).toBeVisible();
  await expect(page.getByTestId('balance-card')).toHaveCount(0);
  for (const key of ['deposit', 'transfer', 'withdraw', 'vip'])
    await expect(page.getByTestId(`shortcut-${key}`)).toBeVisible();
  for (const key of ['sports', 'live', 'chess', 'esports', 'lottery', 'electronic']) {
    await expect(page.getByTestId(`category-${key}`)).toBeVisible();
  }
  for (const key of ['home', 'offers', 'service', 'sponsor', 'my'])
    await expect(page.getByTestId(`tab-${key}`)).toBeVisible();
});

test('a guest opening a member entry gets the "registered users only" prompt', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('shortcut-deposit').click();
  await expect(page.getByRole('dialog')).toContainText('only available to registered users');

  await page.goto(`./#${routePath('withdraw')}`);
  // The dialog belonged to home: leaving home closes it rather than leaving it over the next page.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('login-prompt')).toBeVisible();
  await page.getByTestId('login-prompt').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login/);
});

test('the sponsorship tab shows the club sponsorship to a guest and opens the club @smoke', async ({
  page,
}) => {
  await page.goto(`./#${routePath('sponsor')}`);
  await expect(page.getByTestId('not-available')).toHaveCount(0);
  await page.getByTestId('sponsorship-card').first().click();
  await expect(page.getByTestId('club-player')).toHaveCount(6);
  await expect(page.getByTestId('club-honour').first()).toBeVisible();
});
