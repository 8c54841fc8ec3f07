import { routePath } from '@platform/routes';
import { expect, test, type Page } from './fixtures';
import {
  API,
  AREA_PAGES,
  LANGUAGES,
  devPost,
  localeText,
  newUsername,
  registerViaApi,
  setPayPassword,
} from './support';

/** Every page the player can open once logged in: the shell's home and each built area page. */
const MEMBER_PAGES = [{ path: routePath('home'), title: 'shell:home.title' }, ...AREA_PAGES];

/** The site's name from the site configuration (the same in every language). */
async function siteName(page: Page): Promise<string> {
  const response = await page.request.post(`${API}/web/guest/index/getWebsiteBasicInfo`);
  const { websiteBasicList } = (await response.json()) as {
    websiteBasicList: { configKey: string; configValue: string }[];
  };
  const name = websiteBasicList.find((e) => e.configKey === 'siteName')?.configValue.trim();
  expect(name, 'the site configuration names the site').toBeTruthy();
  return name!;
}

/** Opens `path` in `language`, as the player of `token` or as a guest (what survives a reload). */
async function openIn(page: Page, language: string, path: string, token: string | null) {
  await page.goto('./');
  await page.evaluate(
    ([t, lang]) => {
      if (t) localStorage.setItem('token', t);
      else localStorage.removeItem('token');
      localStorage.setItem('langTypVal', lang);
    },
    [token, language] as const,
  );
  await page.goto(`./#${path}`);
  await page.reload();
}

/**
 * The tab title of a page: "<page title> - <site name>", or the page's title alone on a page opened
 * before the site's configuration was loaded (the login page after a reload); never another
 * page's title nor an empty one.
 */
function tabTitle(pageTitle: string, site: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(pageTitle)}( - ${escape(site)})?$`);
}

// The browser tab reads "<page title> - <site name>" on every page, in the player's language
// (docs/product-rules.md#languages).
for (const language of LANGUAGES) {
  test(`every page's tab title starts with its own title (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const site = await siteName(page);

    await openIn(page, language, routePath('login'), null);
    await expect(page, `${language} login`).toHaveTitle(
      tabTitle(localeText(language, 'common:actions.login'), site),
    );

    const player = await registerViaApi(page.request);
    await setPayPassword(page.request, player.token, '102938');
    await devPost(page.request, '/__dev/credit', { username: player.username, amount: 50_000 });
    await openIn(page, language, routePath('home'), player.token);
    for (const { path, title } of MEMBER_PAGES) {
      await page.goto(`./#${path}`);
      const pageTitle = localeText(language, title);
      expect(pageTitle, `${language} ${title}`).toMatch(/\S/);
      // Home has loaded the site's configuration: from there on the name follows every title.
      await expect(page, `${language} ${path}`).toHaveTitle(`${pageTitle} - ${site}`);
    }
  });
}

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
  for (const language of LANGUAGES) {
    // A refused login: the server's message, in the player's language, as a toast.
    await openIn(page, language, routePath('login'), null);
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
