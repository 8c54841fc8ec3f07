import { routePath } from '@platform/routes';
import { readFileSync } from 'node:fs';
import { expectAccessible, expectReadableAtDoubleText } from './accessibility';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

/** The API itself (dev-only routes live here; pages talk to it through the shell's /web proxy). */
export const API = 'http://127.0.0.1:3100';

/** The development support agents (seeded outside production), by group. */
export const DESK_AGENTS = {
  online: { name: 'Lily', password: 'agent-dev-pass' },
  finance: { name: 'Mark', password: 'agent-dev-pass' },
} as const;

/**
 * Opens the support desk (/ops/support) in a browser context of its own and signs the agent in
 * through its form; answers the desk page once it shows the agent, and the context's closer.
 */
export async function openDesk(browser: Browser, agent: { name: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${API}/ops/support`);
  await page.locator('#sign-in-name').fill(agent.name);
  await page.locator('#sign-in-password').fill(agent.password);
  await page.locator('#sign-in-submit').click();
  await expect(page.getByTestId('agent')).toContainText(agent.name);
  return { page, close: () => context.close() };
}

let counter = 0;
/** A fresh valid username (4-11 characters, letters first, letters and digits). */
export function newUsername(): string {
  counter += 1;
  const stamp = (Date.now() % 1e6).toString(36);
  return `pl${stamp}${counter}${Math.floor(Math.random() * 9)}`.slice(0, 11);
}

/** A fresh 11-digit phone. */
export function newPhone(): string {
  return `139${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

export async function captchaAnswer(request: APIRequestContext, key: string): Promise<string> {
  const response = await request.get(`${API}/__dev/captcha/${encodeURIComponent(key)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { answer: string }).answer;
}

/** The newest code sent to a phone or e-mail, read from the development outbox. */
export async function latestCode(request: APIRequestContext, target: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `${API}/__dev/outbox?target=${encodeURIComponent(target)}`,
      );
      const { messages } = (await response.json()) as { messages: { code: string | null }[] };
      // Newest first; security notices to the same phone or e-mail carry no code.
      code = messages.find((m) => m.code)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Types the answer of the captcha the page shows. */
export async function solveCaptcha(page: Page, scope = page.locator('body')) {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  const key = (await image.getAttribute('data-captcha-key')) ?? '';
  await scope
    .getByTestId('captcha-input')
    .locator('input')
    .fill(await captchaAnswer(page.request, key));
}

async function post(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  token?: string,
) {
  const response = await request.post(`${API}/web/${path}`, {
    form,
    headers: token ? { token } : {},
  });
  return (await response.json()) as Record<string, unknown> & { code: number; msg: string };
}

/** Registers a player through the API (captcha and SMS code read from the dev routes). */
/** The login password of the players registerViaApi makes. */
export const PLAYER_PASSWORD = 'abc12345';

export async function registerViaApi(
  request: APIRequestContext,
  username = newUsername(),
  password = PLAYER_PASSWORD,
) {
  const mobile = newPhone();
  const captcha = (await (await request.get(`${API}/web/guest/user/getCaptcha`)).json()) as {
    captchaKey: string;
  };
  const sent = await post(request, 'guest/user/getPhoneCodeByRegister', { mobile });
  expect(sent.code, sent.msg).toBe(0);
  const smsCode = await latestCode(request, mobile);
  const answer = await post(request, 'guest/user/register', {
    username,
    password,
    confirmPassword: password,
    mobile,
    smsCode,
    agreement: 'true',
    captchaKey: captcha.captchaKey,
    captchaCode: await captchaAnswer(request, captcha.captchaKey),
  });
  expect(answer.code, answer.msg).toBe(0);
  return { username, password, mobile, token: answer.token as string };
}

export async function apiCall(
  request: APIRequestContext,
  path: string,
  token: string,
  form: Record<string, string> = {},
) {
  return post(request, path, form, token);
}

/**
 * Solves the slider captcha the page shows from the keyboard, as a player without a pointer does:
 * arrow presses at uneven moments (a hand's rhythm, which the server checks) up to the gap, read
 * from the dev route, then Enter.
 */
export async function solveSliderByKeyboard(page: Page, scope = page.locator('body')) {
  const slider = scope.getByTestId('slider-captcha');
  await expect(slider).toHaveAttribute('data-captcha-key', /.+/);
  const key = (await slider.getAttribute('data-captcha-key')) ?? '';
  const gap = Number(await captchaAnswer(page.request, key));
  const handle = scope.getByRole('slider');
  await handle.focus();
  const step = 4;
  for (let i = 0; i < Math.round(gap / step); i += 1) {
    await handle.press('ArrowRight');
    await page.waitForTimeout(20 + ((i * 37) % 60));
  }
  await handle.press('Enter');
  await expect(scope.getByTestId('slider-captcha-solved')).toBeVisible();
}

/** Logs in through the login page (a first login asks no captcha). */
export async function loginThroughUi(page: Page, username: string, password: string) {
  await page.goto(`./#${routePath('login')}`);
  const form = page.getByTestId('login-form');
  const usernameInput = form.getByTestId('login-username').locator('input');
  const passwordInput = form.getByTestId('login-password').locator('input');
  await usernameInput.fill(username);
  await passwordInput.fill(password);
  // Typing is kept once the page has settled: check it stayed before sending.
  await expect(usernameInput).toHaveValue(username);
  await expect(passwordInput).toHaveValue(password);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('balance-card')).toBeVisible();
}

/** Development route of the API (sandbox processors, credit, …): POST with a JSON body. */
export async function devPost(request: APIRequestContext, path: string, body: unknown = {}) {
  const response = await request.post(`${API}${path}`, { data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}

/** A real deposit of `fen` by bank-card remittance, approved by the payment processor's sandbox. */
export async function depositViaSandbox(request: APIRequestContext, token: string, fen: number) {
  const order = (await (
    await request.post(`${API}/web/pay/bankCardRemittance/createOrder`, {
      data: { amount: fen, payerName: 'Li Si', idempotencyKey: `e2e-${Date.now()}` },
      headers: { token },
    })
  ).json()) as { code: number; msg: string; orderNo: string };
  expect(order.code, order.msg).toBe(0);
  const approved = await devPost(request, `/__dev/sandbox/deposits/${order.orderNo}/approve`);
  expect(approved.code).toBe(0);
  return order.orderNo;
}

/**
 * Taps `button` until `arrived` shows: a tap within 1.5 s of the last navigation counts as a double
 * tap and is ignored (docs/product-rules.md#session), which a test moving fast would hit.
 */
export async function tapToNavigate(button: Locator, arrived: Locator) {
  await expect(async () => {
    await button.click();
    await expect(arrived).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The API's ledger check: every transfer sums to zero, no balance below zero, books agree. */
export async function expectLedgerBalanced(request: APIRequestContext) {
  const check = (await (await request.get(`${API}/__dev/ledger-check`)).json()) as {
    problems: unknown[];
  };
  expect(check.problems).toEqual([]);
}

/**
 * Proves the login password on a session through the API, as the app's confirmation sheet does:
 * the payment password, payment accounts and contact changes need it within 5 minutes
 * (docs/decisions-api.md#account-takeover).
 */
export async function confirmLoginPassword(
  request: APIRequestContext,
  token: string,
  password = PLAYER_PASSWORD,
) {
  const answer = await apiCall(request, 'user/confirmLoginPassword', token, { password });
  expect(answer.code, answer.msg).toBe(0);
}

/** Sets the 6-digit payment password of a registered player through the API. */
export async function setPayPassword(request: APIRequestContext, token: string, password: string) {
  await confirmLoginPassword(request, token);
  const answer = await apiCall(request, 'user/setWithdrawPwd', token, {
    payPassword: password,
    confirmPayPassword: password,
  });
  expect(answer.code, answer.msg).toBe(0);
}

/** A 1×1 PNG: a real image by its bytes, as the upload check wants. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A card number with a valid Luhn check digit ("bank card number must be valid":
 * docs/product-rules.md#payment-accounts).
 */
export function luhnCardNumber(prefix: string): string {
  const digits = prefix.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${prefix}${(10 - (sum % 10)) % 10}`;
}

/** The 8 languages of the site. */
export const LANGUAGES = ['zh', 'hk', 'en', 'th', 'vn', 'pg', 'fp', 'md'] as const;

/** Each page of the built areas and the key of its title in the area's namespace. */
export const AREA_PAGES = [
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
  // For a player with a payment password and a phone, no e-mail and no real name yet.
  { path: routePath('payPassword'), title: 'account:settings.payPassword.changeTitle' },
  { path: routePath('setPhone'), title: 'account:settings.verification.title' },
  { path: routePath('setEmail'), title: 'account:settings.email.title' },
  { path: routePath('setName'), title: 'account:settings.realName.title' },
  { path: routePath('verification'), title: 'account:settings.verification.title' },
  { path: routePath('responsibleGambling'), title: 'account:protection.title' },
  { path: routePath('success'), title: 'account:settings.success.title' },
  { path: routePath('messages'), title: 'account:mail.title' },
  { path: routePath('agent'), title: 'account:agent.title' },
  { path: routePath('gameList', { gameType: 'electronic' }), title: 'games:titles.list' },
  { path: routePath('betRecord'), title: 'games:titles.betRecord' },
  { path: routePath('gameVerify'), title: 'games:verify.title' },
  { path: routePath('offers'), title: 'promotions:offers.title' },
  // The year-end offer, open to any member with money in the central wallet.
  { path: routePath('offerView', { id: 101 }), title: 'promotions:offers.viewTitle' },
  { path: routePath('offerDetail', { id: 101 }), title: 'promotions:apply.title' },
  { path: routePath('promotion'), title: 'promotions:applications.title' },
  { path: routePath('rewardRecord'), title: 'promotions:rewards.title' },
  { path: routePath('welfareRecord'), title: 'promotions:welfare.title' },
  { path: routePath('vipPrivilege'), title: 'promotions:vip.title' },
  { path: routePath('vipDetail'), title: 'promotions:vip.detail.title' },
  { path: routePath('inviteFriends'), title: 'promotions:invite.title' },
  { path: routePath('inviteRecords'), title: 'promotions:invite.records.title' },
  { path: routePath('customerService'), title: 'support:service.title' },
  { path: routePath('contacting', { group: 'finance' }), title: 'support:chat.title' },
  { path: routePath('sponsor'), title: 'support:sponsor.title' },
  { path: routePath('sponsorMadrid'), title: 'support:sponsor.club.title' },
  { path: routePath('about'), title: 'support:about.title' },
  { path: routePath('browser'), title: 'support:browser.title' },
  { path: routePath('feedback'), title: 'support:feedback.title' },
  { path: routePath('feedbackList'), title: 'support:feedback.list.title' },
  { path: routePath('help'), title: 'support:help.title' },
  { path: routePath('helpNotice'), title: 'support:help.topics.notice' },
  { path: routePath('helpDeposit'), title: 'support:help.topics.deposit' },
  { path: routePath('helpWithdraw'), title: 'support:help.topics.withdraw' },
  { path: routePath('helpTransfer'), title: 'support:help.topics.transfer' },
  { path: routePath('helpGames'), title: 'support:help.topics.games' },
  { path: routePath('helpTech'), title: 'support:help.topics.tech' },
  { path: routePath('helpContact'), title: 'support:help.topics.contact' },
  { path: routePath('helpAnswer'), title: 'support:help.topics.answer' },
] as const;

/** The text of `namespace:key` in a language, read from the locale files. */
export function localeText(language: string, namespacedKey: string): string {
  const [namespace, key] = namespacedKey.split(':') as [string, string];
  const file = new URL(
    `../../packages/i18n/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** Binds a bank card (the first bank of the list) through the API, with the payment password. */
export async function bindBankCard(request: APIRequestContext, token: string, payPassword: string) {
  await confirmLoginPassword(request, token);
  const banks = (await apiCall(request, 'sys/sysbank/getSysBank', token)) as unknown as {
    bankList: { bankId: number }[];
  };
  const card = await apiCall(request, 'userBankCard/bind', token, {
    holderName: '李四',
    cardType: 'savings',
    bankId: String(banks.bankList[0]!.bankId),
    cardNumber: luhnCardNumber(`621700${String(Date.now()).slice(-9)}`),
    branchAddress: 'Guangzhou Tianhe branch',
    payPassword,
  });
  expect(card.code, card.msg).toBe(0);
}

/** Signs the browser in as the player, in `language` (what the app keeps across reloads). */
export async function signInAs(page: Page, token: string, language: string) {
  await page.goto('./');
  await page.evaluate(
    ([t, lang]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('langTypVal', lang);
    },
    [token, language] as const,
  );
}

/** Opens `path` as the player, in `language`. */
export async function openAs(page: Page, token: string, language: string, path: string) {
  await signInAs(page, token, language);
  await page.goto(`./#${path}`);
  await page.reload();
}

/** Credits the player and moves `fen` of it into the in-house venue's wallet, through the API. */
export async function fundHouseVenue(
  request: APIRequestContext,
  player: { username: string; token: string },
  fen: number,
) {
  await devPost(request, '/__dev/credit', { username: player.username, amount: 100_000 });
  const moved = await apiCall(request, 'apiCode/convertMoney', player.token, {
    platCode: 'STHOUSE',
    direction: 'toVenue',
    amount: String(fen),
    idempotencyKey: `e2e-house-${player.username}`,
  });
  expect(moved.code, moved.msg).toBe(0);
}

/** The venue balance the play page shows, in fen. */
export async function venueFen(page: Page): Promise<number> {
  const fen = await page
    .getByTestId('venue-balance-bar')
    .locator('[data-fen]')
    .getAttribute('data-fen');
  return Number(fen);
}

/**
 * "Network idle" for a page that keeps its member event stream open (which Playwright's
 * `networkidle` would wait on for ever): settled() resolves once no other request has been in
 * flight for 500 ms. Call before the page's first navigation.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counts = (request: Request) => !new URL(request.url()).pathname.endsWith('/web/events');
  page.on('request', (request) => {
    if (!counts(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    settled: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, {
          message: 'requests still in flight',
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true),
  };
}

let siteNameAnswer: Promise<string> | undefined;

/** The site's name from the site configuration (the same in every language), asked once. */
export function siteName(request: APIRequestContext): Promise<string> {
  siteNameAnswer ??= (async () => {
    const response = await request.post(`${API}/web/guest/index/getWebsiteBasicInfo`);
    const { websiteBasicList } = (await response.json()) as {
      websiteBasicList: { configKey: string; configValue: string }[];
    };
    const name = websiteBasicList.find((e) => e.configKey === 'siteName')?.configValue.trim();
    expect(name, 'the site configuration names the site').toBeTruthy();
    return name!;
  })();
  return siteNameAnswer;
}

/**
 * The browser tab reads "<page title> - <site name>" (docs/product-rules.md#languages): starts
 * with the page's own title, ends with the site's name, also on a page opened first (a deep link).
 */
export async function expectTabTitle(page: Page, where: string, title: string) {
  await expect(page, `${where}: the tab title`).toHaveTitle(
    `${title} - ${await siteName(page.request)}`,
  );
}

/** What i18next shows for a key it cannot find: the key itself, e.g. "withdraw.quota.title". */
const RAW_KEY =
  /(^|\s)(wallet:|account:|games:|promotions:|support:|common:)?[a-z][a-zA-Z]+(\.[a-zA-Z]+)+(\s|$)/;

/**
 * The page now shown, settled, reads in `language`: its title is `title` (on the page, and in the
 * tab with the site's name), no untranslated key,
 * nothing wider than the 390 px screen, no WCAG A/AA violation, and every label whole at 200 %
 * text (docs/accessibility.md#how-it-is-tested). `where` names the page in a failure.
 */
export async function expectPageReads(
  page: Page,
  network: ReturnType<typeof trackRequests>,
  where: string,
  title: string,
) {
  await expect(page.locator('.ui-nav-title'), where).toHaveText(title);
  await expectTabTitle(page, where, title);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await network.settled();
  const text = await page.locator('body').innerText();
  expect(text, where).not.toMatch(RAW_KEY);
  // Long words (Burmese, Thai, Vietnamese) wrap: nothing is wider than the 390 px screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, where).toBeLessThanOrEqual(0);
  // The same page load, checked by axe and then at twice the text size.
  await expectAccessible(page, where);
  await expectReadableAtDoubleText(page, where);
}

/**
 * A yuan amount as the page writes it (docs/product-rules.md#money): the currency's sign before the
 * figure, `CN¥` in most languages and `¥` in simplified Chinese.
 */
export function yuan(figure: string): RegExp {
  return new RegExp(`^(CN)?¥${figure.replace(/[.,]/g, (c) => `\\${c}`)}$`);
}

/**
 * Plays turnover at the in-house roulette: tops the venue up with `topUp` (as typed, in the
 * member's currency, checked against the field's `currency` when given) from the play page's
 * sheet, puts the same chips on red and on black, and
 * spins once. The stake on both colours counts whole as valid turnover, and red or black gives it
 * back (zero keeps it).
 */
export async function spinRedAndBlack(
  page: Page,
  topUp: string,
  chips: readonly string[],
  { currency }: { currency?: string } = {},
) {
  await page.goto(`./#${routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'roulette' })}`);
  await expect(page.getByTestId('roulette-screen')).toBeVisible();
  await page.getByTestId('topup-open').click();
  const sheet = page.getByTestId('topup-sheet');
  if (currency) await expect(sheet.getByTestId('amount-currency')).toContainText(currency);
  await sheet.getByTestId('topup-amount').locator('input').fill(topUp);
  await sheet.getByTestId('topup-submit').click();
  await expect(sheet.getByTestId('topup-result')).toHaveAttribute('data-status', 'posted');
  await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });
  for (const chip of chips) {
    await page.getByTestId(chip).click();
    await page.getByTestId('rou-out-red').click();
    await page.getByTestId('rou-out-black').click();
  }
  await page.getByTestId('rou-spin').click();
  await expect(page.getByTestId('rou-pocket')).toBeVisible();
}
