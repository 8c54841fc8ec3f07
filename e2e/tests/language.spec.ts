import { routePath } from '@platform/routes';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { apiCall, loginThroughUi, registerViaApi } from './support';

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

test('a member switches through all 8 languages: home relaunches, texts change, the server stores it', async ({
  page,
}) => {
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
  }
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
  await form.getByTestId('captcha-input').locator('input').fill('zzzz');
  await form.getByTestId('login-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText(/[\u4e00-\u9fff]/);
});
