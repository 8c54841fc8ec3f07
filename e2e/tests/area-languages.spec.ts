import { routePath } from '@platform/routes';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { devPost, registerViaApi, setPayPassword } from './support';

const LANGUAGES = ['zh', 'hk', 'en', 'th', 'vn', 'pg', 'fp', 'md'] as const;

/** Each page of the built areas and the key of its title in the area's namespace. */
const PAGES = [
  { path: routePath('cards'), title: 'wallet:cards.title' },
  { path: routePath('transactions'), title: 'wallet:records.title' },
  { path: routePath('deposit'), title: 'wallet:deposit.title' },
  { path: routePath('transfer'), title: 'wallet:transfer.title' },
  { path: routePath('venueBalances'), title: 'wallet:venues.title' },
  { path: routePath('withdraw'), title: 'wallet:withdraw.title' },
  { path: routePath('my'), title: 'account:my.title' },
  { path: routePath('profile'), title: 'account:profile.title' },
  { path: routePath('settings'), title: 'account:settings.title' },
  { path: routePath('loginPassword'), title: 'account:settings.loginPassword.title' },
  // The player below has a payment password and a phone, no e-mail and no real name yet.
  { path: routePath('payPassword'), title: 'account:settings.payPassword.changeTitle' },
  { path: routePath('setPhone'), title: 'account:settings.verification.title' },
  { path: routePath('setEmail'), title: 'account:settings.email.title' },
  { path: routePath('setName'), title: 'account:settings.realName.title' },
  { path: routePath('verification'), title: 'account:settings.verification.title' },
  { path: routePath('success'), title: 'account:settings.success.title' },
  { path: routePath('messages'), title: 'account:mail.title' },
  { path: routePath('agent'), title: 'account:agent.title' },
] as const;

/** The text of `namespace:key` in a language, read from the locale files. */
function localeText(language: string, namespacedKey: string): string {
  const [namespace, key] = namespacedKey.split(':') as [string, string];
  const file = new URL(
    `../../packages/i18n/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** What i18next shows for a key it cannot find: the key itself, e.g. "withdraw.quota.title". */
const RAW_KEY = /(^|\s)(wallet:|account:|common:)?[a-z][a-zA-Z]+(\.[a-zA-Z]+)+(\s|$)/;

for (const area of ['wallet', 'account'] as const) {
  test(`every ${area} page reads in each of the 8 languages, with no untranslated key`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
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
      for (const { path, title } of PAGES.filter((p) => p.title.startsWith(`${area}:`))) {
        await page.goto(`./#${path}`);
        await page.reload();
        await expect(page.locator('.adm-nav-bar-title'), `${language} ${path}`).toHaveText(
          localeText(language, title),
        );
        await expect(page.getByTestId('page-loading')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text, `${language} ${path}`).not.toMatch(RAW_KEY);
      }
    }
  });
}
