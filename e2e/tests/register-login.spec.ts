import { routePath } from '@platform/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  latestCode,
  loginThroughUi,
  newPhone,
  newUsername,
  registerViaApi,
  solveCaptcha,
  solveSliderByKeyboard,
  yuan,
} from './support';

test('registers with captcha and an SMS code from the outbox, then sees a zero balance @smoke', async ({
  page,
}) => {
  const username = newUsername();
  const mobile = newPhone();
  await page.goto(`./#${routePath('login')}?type=register`);
  const form = page.getByTestId('register-form');
  await form.getByTestId('register-username').locator('input').fill(username);
  await form.getByTestId('register-password').locator('input').fill('abc12345');
  await form.getByTestId('register-confirm').locator('input').fill('abc12345');
  await form.getByTestId('register-mobile').locator('input').fill(mobile);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toBeDisabled();
  await form
    .getByTestId('register-sms')
    .locator('input')
    .fill(await latestCode(page.request, mobile));
  await solveCaptcha(page, form);
  await form.getByTestId('register-agreement').click();
  await form.getByTestId('register-submit').click();

  await expect(page.getByTestId('balance-card')).toContainText(username);
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('0.00'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('registration refuses mismatched passwords with "the two passwords differ" and creates nothing', async ({
  page,
}) => {
  await page.goto(`./#${routePath('login')}?type=register`);
  const form = page.getByTestId('register-form');
  await form.getByTestId('register-username').locator('input').fill(newUsername());
  await form.getByTestId('register-password').locator('input').fill('abc12345');
  await form.getByTestId('register-confirm').locator('input').fill('abc123456');
  await form.getByTestId('register-mobile').locator('input').fill(newPhone());
  await form.getByTestId('register-sms').locator('input').fill('123456');
  await solveCaptcha(page, form);
  await form.getByTestId('register-agreement').click();
  await form.getByTestId('register-submit').click();
  await expect(form).toContainText('The two passwords differ');
  await expect(page).toHaveURL(/type=register/);
});

test('logs in, sees the balance, and logs out', async ({ page }) => {
  const player = await registerViaApi(page.request);
  await loginThroughUi(page, player.username, player.password);
  await expect(page.getByTestId('balance-total')).toHaveText(yuan('0.00'));
  // Signing out asks first, the same on home as in settings.
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button').last().click();
  await expect(page.getByTestId('guest-prompt')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows the mismatch message as a toast', async ({ page }) => {
  const player = await registerViaApi(page.request);
  await page.goto(`./#${routePath('login')}`);
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-username').locator('input').fill(player.username);
  await form.getByTestId('login-password').locator('input').fill('wrong1234');
  await form.getByTestId('login-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText(/mismatch|incorrect/i);
  await expect(page).toHaveURL(/login/);
  // One refused login asks for no captcha yet.
  await expect(form.getByTestId('slider-captcha')).toHaveCount(0);
});

/** Three wrong passwords for the player: the login form then shows the slider. */
async function failThreeTimes(page: Page, username: string) {
  await page.goto(`./#${routePath('login')}`);
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-username').locator('input').fill(username);
  for (let i = 0; i < 3; i += 1) {
    await form.getByTestId('login-password').locator('input').fill('wrong1234');
    await expect(form.getByTestId('login-submit')).toBeEnabled();
    const refused = page.waitForResponse((r) => r.url().includes('guest/user/login'));
    await form.getByTestId('login-submit').click();
    await refused;
  }
  await expect(form.getByTestId('slider-captcha')).toBeVisible();
  return form;
}

test('after three wrong passwords the slider shows, solved by keyboard, then the login passes', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  const form = await failThreeTimes(page, player.username);
  await expect(form.getByRole('slider', { name: 'Slide the piece into the gap' })).toBeVisible();
  await solveSliderByKeyboard(page, form);
  await form.getByTestId('login-password').locator('input').fill(player.password);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('balance-card')).toBeVisible();
});

test('where the slider is asked, a code to the bound phone logs in instead', async ({ page }) => {
  const player = await registerViaApi(page.request);
  const form = await failThreeTimes(page, player.username);
  await form.getByTestId('login-phone-instead').click();
  const code = form.getByTestId('login-sms-code').locator('input');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await form.getByTestId('send-code').click();
  await expect(form).toContainText(`${player.mobile.slice(0, 3)}****${player.mobile.slice(-4)}`);
  await code.fill(await latestCode(page.request, player.mobile));
  await form.getByTestId('login-password').locator('input').fill(player.password);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('balance-card')).toBeVisible();
});
