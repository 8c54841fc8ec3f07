import { routePath } from '@platform/routes';
import { readFileSync } from 'node:fs';
import { expectAccessible, expectReadableAtDoubleText } from './accessibility';
import { expect, test, type Page } from './fixtures';
import {
  apiCall,
  expectTabTitle,
  localeText,
  loginThroughUi,
  newUsername,
  registerViaApi,
  trackRequests,
} from './support';

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
    // The same page load: home as a member, in this language, its tab titled with the site name.
    await expect(page.getByTestId('home')).toBeVisible();
    await expectTabTitle(
      page,
      `home as a member in ${language.key}`,
      localeText(language.key, 'shell:home.title'),
    );
    await network.settled();
    await expectAccessible(page, `home as a member in ${language.key}`);
    await expectReadableAtDoubleText(page, `home as a member in ${language.key}`);
  }
});

/**
 * Every page of the shell a guest opens, by route name; login's two tabs are two states. Each is
 * opened directly (the first load: a deep link), and its tab title, where given, is checked too.
 */
const GUEST_PAGES: { where: string; path: string; title?: string }[] = [
  { where: 'home', path: routePath('home'), title: 'shell:home.title' },
  { where: 'login', path: routePath('login'), title: 'common:actions.login' },
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
    for (const { where, path, title } of GUEST_PAGES) {
      await page.goto(`./#${path}`);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language.bcp47);
      if (title)
        await expectTabTitle(
          page,
          `${where} as a guest in ${language.key}`,
          localeText(language.key, title),
        );
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

/** What the toast's text box looks like once laid out (see the method below). */
interface ToastLayout {
  wordBreak: string;
  lineBreak: string;
  overflows: boolean;
  lines: number;
  brokenWords: string[];
}

/**
 * How a word broken across lines is told apart (docs/product-rules.md#languages): a Range around
 * one word of the laid-out text gives one client rectangle per line box it sits on, so a word kept
 * whole has exactly one and a word cut by the line break has two or more. Words are runs of
 * letters, marks and digits (punctuation and hyphens are places a line may legally break).
 * - Languages written with spaces between words (en, vn, pg, fp): every such run is checked.
 * - zh and hk break between any two Han characters by design, and th and md (Burmese) have no
 *   spaces inside a phrase, so a run is not a word there: only their Latin-script runs (names,
 *   numbers) are checked, and for every language the box itself must not force breaks
 *   (`word-break: break-all`, `line-break: anywhere`) nor let text overflow its width.
 * The number of lines is returned too, so the test can tell that some toast did wrap at 390 px:
 * a one-line toast cannot show the fault.
 */
async function toastLayout(page: Page, spaced: boolean): Promise<ToastLayout> {
  return page.locator('.adm-toast-main').evaluate((box, wordsBySpaces) => {
    const style = getComputedStyle(box);
    const pattern = wordsBySpaces ? /[\p{L}\p{M}\p{N}]+/gu : /[\p{Script=Latin}\p{N}]+/gu;
    const brokenWords: string[] = [];
    const tops = new Set<number>();
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const whole = document.createRange();
      whole.selectNodeContents(node);
      for (const rect of whole.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (range.getClientRects().length !== 1) brokenWords.push(match[0]);
      }
    }
    return {
      wordBreak: style.wordBreak,
      lineBreak: style.lineBreak,
      overflows: box.scrollWidth > box.clientWidth,
      lines: tops.size,
      brokenWords,
    };
  }, spaced);
}

const SPACED_LANGUAGES: readonly string[] = ['en', 'vn', 'pg', 'fp'];

test('a toast at 390 px wide never breaks a word, in each of the 8 languages', async ({ page }) => {
  test.setTimeout(120_000);
  expect(page.viewportSize()?.width).toBe(390);
  let wrapped = 0;
  for (const { key: language } of LANGUAGES) {
    // A refused login: the server's message, in the player's language, as a toast.
    await page.goto('./');
    await page.evaluate((lang) => {
      localStorage.removeItem('token');
      localStorage.setItem('langTypVal', lang);
    }, language);
    await page.goto(`./#${routePath('login')}`);
    await page.reload();
    const form = page.getByTestId('login-form');
    await form.getByTestId('login-username').locator('input').fill(newUsername());
    await form.getByTestId('login-password').locator('input').fill('wrong12345');
    await form.getByTestId('login-submit').click();
    const toast = page.locator('.adm-toast-main');
    await expect(toast, language).toHaveText(
      localeText(language, 'errors:usernameOrPasswordMismatch'),
    );

    const layout = await toastLayout(page, SPACED_LANGUAGES.includes(language));
    expect(layout.brokenWords, `${language}: words broken across lines`).toEqual([]);
    expect(layout.wordBreak, language).not.toBe('break-all');
    expect(layout.lineBreak, language).not.toBe('anywhere');
    expect(layout.overflows, `${language}: the text overflows the toast`).toBe(false);
    if (layout.lines > 1) wrapped += 1;
  }
  // The check above only bites on a toast that wraps: some of these messages must.
  expect(wrapped, 'toasts that wrapped onto more than one line').toBeGreaterThan(0);
});
