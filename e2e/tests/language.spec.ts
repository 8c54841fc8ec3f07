import { routePath } from '@platform/routes';
import { readFileSync } from 'node:fs';
import { expectAccessible, expectReadableAtDoubleText } from './accessibility';
import { expect, test } from './fixtures';
import { apiCall, loginThroughUi, registerViaApi, trackRequests } from './support';

const LANGUAGES = [
  { key: 'zh', bcp47: 'zh-CN', code: 1 },
  { key: 'hk', bcp47: 'zh-HK', code: 2 },
  { key: 'en', bcp47: 'en', code: 3 },
  { key: 'th', bcp47: 'th', code: 4 },
  { key: 'vn', bcp47: 'vi', code: 5 },
  { key: 'pg', bcp47: 'pt', code: 6 },
  { key: 'fp', bcp47: 'fil', code: 7 },
  { key: 'md', bcp47: 'my', code: 8 },
];

function shellText(language: string, key: 'home' | 'my') {
  const file = new URL(`../../packages/i18n/locales/${language}/shell.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { tabs: Record<string, string> }).tabs[key]!;
}

test('a member switches through all 8 languages: home relaunches, texts change, the server stores it, and home passes axe and 200 % text in each', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const network = trackRequests(page);
  const player = await registerViaApi(page.request);
  await loginThroughUi(page, player.username, player.password);
  for (const language of LANGUAGES) {
    await page.goto(`./#${routePath('login')}`);
    await page.goto('./');
    await page.getByTestId('language-picker').click();
    await page.getByTestId(`language-${language.key}`).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('tab-my')).toHaveText(shellText(language.key, 'my'));
    await expect(page.getByTestId('tab-home')).toHaveText(shellText(language.key, 'home'));
    await expect(page.locator('html')).toHaveAttribute('lang', language.bcp47);
    expect(await page.evaluate(() => localStorage.getItem('langTypVal'))).toBe(language.key);
    await expect
      .poll(
        async () =>
          (
            (await apiCall(page.request, 'user/getUserInfo', player.token)).userInfo as {
              langType: number;
            }
          ).langType,
      )
      .toBe(language.code);
    // The same page load: home as a member, in this language.
    await expect(page.getByTestId('home')).toBeVisible();
    await network.settled();
    await expectAccessible(page, `home as a member in ${language.key}`);
    await expectReadableAtDoubleText(page, `home as a member in ${language.key}`);
  }
});

/** Every page of the shell a guest opens, by route name; login's two tabs are two states. */
const GUEST_PAGES = [
  { where: 'home', path: routePath('home') },
  { where: 'login', path: routePath('login') },
  { where: 'register', path: `${routePath('login')}?type=register` },
  { where: 'forgot password', path: routePath('forgetPassword') },
  { where: 'access', path: routePath('access') },
  { where: 'choose location', path: routePath('chooseLocation') },
  { where: 'open location', path: routePath('openLocation') },
];

/** A member-only page: a guest gets the login prompt (docs/product-rules.md#roles). */
const MEMBER_ONLY = `#${routePath('deposit')}`;

test('every shell page a guest sees, and the login prompt of a member-only page, passes axe and reads whole at 200 % text, in each of the 8 languages', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const network = trackRequests(page);
  await page.goto('./');
  for (const language of LANGUAGES) {
    await page.evaluate((key) => localStorage.setItem('langTypVal', key), language.key);
    for (const { where, path } of GUEST_PAGES) {
      await page.goto(`./#${path}`);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language.bcp47);
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      await expect(page.locator('main')).toHaveCount(1);
      await network.settled();
      await expectAccessible(page, `${where} as a guest in ${language.key}`);
      await expectReadableAtDoubleText(page, `${where} as a guest in ${language.key}`);
    }
    // A member-only page opened as a guest shows the kit's login prompt instead: reached from the
    // last page in the same load (the router, not a reload), its buttons stack when they do not fit.
    await page.evaluate((hash) => (window.location.hash = hash), MEMBER_ONLY);
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await network.settled();
    await expectAccessible(page, `the login prompt as a guest in ${language.key}`);
    await expectReadableAtDoubleText(page, `the login prompt as a guest in ${language.key}`);
  }
});

test('the language is switched with the keyboard alone: the sheet takes the focus and gives it back', async ({
  page,
}) => {
  await page.goto('./');
  const picker = page.getByTestId('language-picker');
  await expect(picker).toBeVisible();
  await picker.focus();
  await page.keyboard.press('Enter');
  // Focus lands on the language in use (the browser's, English here).
  const current = page.getByTestId('language-en');
  await expect(current).toHaveAttribute('aria-pressed', 'true');
  await expect(current).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(picker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toBeFocused();
  // The next in the list is Thai.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('language-th')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tab-home')).toHaveText(shellText('th', 'home'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('server messages come back in the chosen language', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-zh').click();
  await expect(page.getByTestId('tab-home')).toHaveText(shellText('zh', 'home'));
  await page.goto(`./#${routePath('login')}`);
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-username').locator('input').fill('nosuchuser1');
  await form.getByTestId('login-password').locator('input').fill('abc12345');
  await form.getByTestId('login-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText(/[\u4e00-\u9fff]/);
});
