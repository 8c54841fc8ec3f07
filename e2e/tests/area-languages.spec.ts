import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { devPost, registerViaApi, setPayPassword } from './support';

const LANGUAGES = ['zh', 'hk', 'en', 'th', 'vn', 'pg', 'fp', 'md'] as const;

/** Each wallet page and the key of its title in the wallet namespace. */
const PAGES = [
  { path: '/pages/cards/index', title: 'cards.title' },
  { path: '/pages/transaction/transaction', title: 'records.title' },
  { path: '/pages/finance/myDeposit', title: 'deposit.title' },
  { path: '/pages/finance/transfer', title: 'transfer.title' },
  { path: '/pages/game/gameMoney', title: 'venues.title' },
  { path: '/pages/finance/withDraw', title: 'withdraw.title' },
] as const;

function walletText(language: string, key: string): string {
  const file = new URL(`../../packages/i18n/locales/${language}/wallet.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** What i18next shows for a key it cannot find: the key itself, e.g. "withdraw.quota.title". */
const RAW_KEY = /(^|\s)(wallet:|common:)?[a-z][a-zA-Z]+(\.[a-zA-Z]+)+(\s|$)/;

test('every wallet page reads in each of the 8 languages, with no untranslated key', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = await registerViaApi(page.request);
  await setPayPassword(page.request, player.token, '102938');
  await devPost(page.request, '/__dev/credit', { username: player.username, amount: 50_000 });

  for (const language of LANGUAGES) {
    await page.goto('./');
    await page.evaluate(
      ([token, lang]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('langTypVal', lang);
      },
      [player.token, language] as const,
    );
    for (const { path, title } of PAGES) {
      await page.goto(`./#${path}`);
      await page.reload();
      await expect(page.locator('.adm-nav-bar-title'), `${language} ${path}`).toHaveText(
        walletText(language, title),
      );
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      expect(text, `${language} ${path}`).not.toMatch(RAW_KEY);
    }
  }
});
