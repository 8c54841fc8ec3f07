import { routePath } from '@platform/routes';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import {
  API,
  apiCall,
  confirmLoginPassword,
  devPost,
  latestCode,
  loginThroughUi,
  newPhone,
  openAs,
  registerViaApi,
} from './support';

/** Each flow runs in two languages: the default English and Simplified Chinese. */
const LANGUAGES = ['en', 'zh'] as const;
type Language = (typeof LANGUAGES)[number];

function text(language: Language, namespace: string, key: string): string {
  const file = new URL(
    `../../packages/i18n/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

async function tapDigits(page: Page, keyboardTestId: string, digits: string) {
  const keyboard = page.getByTestId(keyboardTestId);
  for (const digit of digits) await keyboard.getByRole('button', { name: digit }).click();
}

async function userInfo(page: Page, token: string) {
  const answer = await apiCall(page.request, 'user/getUserInfo', token);
  return answer.userInfo as { mobile: string | null; birthDate: string | null };
}

/** The seeded area code (sys_config area_code) before the phone field (docs/product-rules.md#phone-settings). */
async function expectAreaCodePrefix(page: Page, language: Language) {
  const form = page.getByTestId('phone-form');
  await expect(form.getByTestId('phone-area-code')).toContainText('+86');
  const input = form.getByTestId('field-mobile').locator('input');
  await expect(input).toHaveAccessibleName(text(language, 'account', 'settings.phone.label'));
  await expect(input).toHaveAccessibleDescription(
    text(language, 'common', 'phoneField.areaCode').replace('{{code}}', '+86'),
  );
}

/** The operator's switch (pnpm ops config:set; its development route here), read at each bind. */
async function setSmsSwitchBind(page: Page, value: '0' | '1') {
  await devPost(page.request, '/__dev/sys-config', { key: 'sms_switch_bind', value });
}

test('with sms_switch_bind off, the phone form has no code and the phone changes without one', async ({
  page,
}) => {
  const player = await registerViaApi(page.request);
  // Tests in this file run one after another, and no other spec binds a phone: switching the
  // site-wide setting here cannot race another test.
  await setSmsSwitchBind(page, '0');
  try {
    await openAs(page, player.token, 'en', routePath('setPhone'));
    await tapDigits(page, 'verification-keyboard', player.mobile.slice(3, 7));
    const form = page.getByTestId('phone-form');
    await expect(form).toBeVisible();
    await expectAreaCodePrefix(page, 'en');
    await expect(form.getByTestId('field-code')).toHaveCount(0);
    await expect(form.getByTestId('send-code')).toHaveCount(0);
    const next = newPhone();
    await form.getByTestId('field-mobile').locator('input').fill(next);
    await form.getByTestId('form-submit').click();
    const confirm = page.getByTestId('confirm-password');
    await expect(confirm).toBeVisible();
    await confirm.getByTestId('confirm-password-input').locator('input').fill(player.password);
    await confirm.getByTestId('confirm-password-submit').click();
    await expect(page.getByTestId('settings-success')).toBeVisible();
    expect((await userInfo(page, player.token)).mobile).toBe(
      `${next.slice(0, 3)}****${next.slice(7)}`,
    );
    // No code went to the new phone.
    const outbox = await page.request.get(`${API}/__dev/outbox?target=${next}`);
    const { messages } = (await outbox.json()) as { messages: { code: string | null }[] };
    expect(messages.filter((m) => m.code !== null)).toEqual([]);
  } finally {
    await setSmsSwitchBind(page, '1');
  }
});

for (const language of LANGUAGES) {
  test.describe(`account area (${language})`, () => {
    test('change the bound phone after the security verification, then set the payment password', async ({
      page,
    }) => {
      const player = await registerViaApi(page.request);
      await openAs(page, player.token, language, routePath('setPhone'));

      // A bound phone changes only after the middle four digits of it.
      await expect(page.getByTestId('verification-page')).toBeVisible();
      await tapDigits(page, 'verification-keyboard', player.mobile.slice(3, 7));
      const form = page.getByTestId('phone-form');
      await expect(form).toBeVisible();
      // The site's area code sits before the number and is read as part of the field.
      await expectAreaCodePrefix(page, language);
      const next = newPhone();
      await form.getByTestId('field-mobile').locator('input').fill(next);
      await form.getByTestId('send-code').click();
      await form
        .getByTestId('field-code')
        .locator('input')
        .fill(await latestCode(page.request, next));
      await form.getByTestId('form-submit').click();
      // The session has not proved the login password yet: the app asks for it, then saves.
      const confirm = page.getByTestId('confirm-password');
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('confirm-password-input').locator('input').fill(player.password);
      await confirm.getByTestId('confirm-password-submit').click();
      await expect(page.getByTestId('settings-success')).toBeVisible();
      expect((await userInfo(page, player.token)).mobile).toBe(
        `${next.slice(0, 3)}****${next.slice(7)}`,
      );

      // The payment password: six digits twice on the app's number keyboard (the proof made a
      // moment ago still holds: no second question).
      await page.goto(`./#${routePath('payPassword')}`);
      await expect(page.getByTestId('paypwd-step')).toHaveAttribute('data-step', 'new');
      await tapDigits(page, 'paypwd-keyboard', '246810');
      await expect(page.getByTestId('paypwd-step')).toHaveAttribute('data-step', 'confirm');
      await tapDigits(page, 'paypwd-keyboard', '246810');
      await expect(page.getByTestId('settings-success')).toBeVisible();
      const isSet = await apiCall(page.request, 'user/checkIsSetWidthPassword', player.token);
      expect(isSet.isSet).toBe(true);
      const check = await apiCall(page.request, 'user/checkWithdrawPwd', player.token, {
        payPassword: '246810',
      });
      expect(check.code, check.msg).toBe(0);

      await page.goto(`./#${routePath('settings')}`);
      await expect(page.getByTestId('settings-payPassword-state')).toHaveText(
        text(language, 'account', 'settings.state.set'),
      );
    });

    test('changing the login password sends another session of the player to login', async ({
      page,
      browser,
    }) => {
      const player = await registerViaApi(page.request);
      const other = await otherSession(browser, player.username, player.password);

      await openAs(page, player.token, language, routePath('loginPassword'));
      const form = page.getByTestId('login-password-form');
      await form.getByTestId('field-oldPassword').locator('input').fill(player.password);
      await form.getByTestId('field-password').locator('input').fill('newpass123');
      await form.getByTestId('field-confirmPassword').locator('input').fill('newpass123');
      await form.getByTestId('form-submit').click();
      await expect(page.getByTestId('settings-success')).toBeVisible();

      // The other session's next balance poll answers 401: it lands on login.
      await expect(other).toHaveURL(/#\/pages\/login\/login/, { timeout: 12_000 });
      // This one stays signed in.
      await page.goto('./');
      await expect(page.getByTestId('balance-card')).toBeVisible();
      await other.context().close();
    });

    test('the profile refuses an under-18 birth date, and a confirmed one cannot change', async ({
      page,
    }) => {
      const player = await registerViaApi(page.request);
      await openAs(page, player.token, language, routePath('profile'));
      const form = page.getByTestId('profile-form');
      const now = new Date();
      const tooYoung = `${now.getFullYear() - 10}-06-15`;
      await form.getByTestId('profile-birth-date-input').fill(tooYoung);
      await form.getByTestId('profile-save').click();
      await expect(form).toContainText(text(language, 'validation', 'birthDate.underage'));
      expect((await userInfo(page, player.token)).birthDate).toBeNull();

      await form.getByTestId('profile-birth-date-input').fill('1990-05-17');
      await form.getByTestId('profile-save').click();
      // It cannot be changed later: the app asks first.
      await page.locator('.adm-dialog').getByRole('button').last().click();
      // The date style names the month in the player's language (docs/product-rules.md#business-time).
      const shown = { en: 'May 17, 1990', zh: '1990年5月17日' }[language];
      await expect(page.getByTestId('profile-birth-date')).toHaveText(shown);
      expect((await userInfo(page, player.token)).birthDate).toBe('1990-05-17');

      // Confirmed: the page offers no field, and the server refuses another date.
      await expect(page.getByTestId('profile-birth-date-input')).toHaveCount(0);
      const again = await apiCall(page.request, 'user/modifyUserInfo', player.token, {
        birthDate: '1991-01-01',
      });
      expect(again.code).not.toBe(0);
      expect((await userInfo(page, player.token)).birthDate).toBe('1990-05-17');
    });

    test('messages: the unread badge, open one, mark all read, delete after the confirmation', async ({
      page,
    }) => {
      const player = await registerViaApi(page.request);
      // Registration brought the welcome message; setting the payment password brings another.
      await confirmLoginPassword(page.request, player.token);
      const set = await apiCall(page.request, 'user/setWithdrawPwd', player.token, {
        payPassword: '112233',
        confirmPayPassword: '112233',
      });
      expect(set.code, set.msg).toBe(0);
      await openAs(page, player.token, language, '/');
      await expect(page.getByTestId('tab-my-badge')).toHaveText('2');
      await page.getByTestId('tab-my').click();
      await expect(page.getByTestId('my-new-message')).toHaveCount(2);

      await page.goto(`./#${routePath('messages')}`);
      const items = page.getByTestId('message-item');
      await expect(items).toHaveCount(2);
      await expect(items.and(page.locator('[data-unread="true"]'))).toHaveCount(2);

      await items.first().click();
      await expect(page.getByTestId('message-content')).not.toBeEmpty();
      await page.goBack();
      await expect(items.and(page.locator('[data-unread="true"]'))).toHaveCount(1);

      await page.getByTestId('mail-read-all').click();
      await expect(items.and(page.locator('[data-unread="true"]'))).toHaveCount(0);

      await items.first().getByTestId('message-delete').click();
      const dialog = page.locator('.adm-dialog');
      await expect(dialog).toContainText(text(language, 'account', 'mail.deleteConfirm'));
      await dialog.getByRole('button').last().click();
      await expect(items).toHaveCount(1);
      const left = await apiCall(page.request, 'message/list', player.token, {
        pageNum: '1',
        pageSize: '20',
      });
      expect(left.total).toBe(1);

      // Nothing unread any more: the tab shows no badge.
      await page.goto(`./#${routePath('my')}`);
      await expect(page.getByTestId('my-header')).toBeVisible();
      await expect(page.getByTestId('tab-my-badge')).toHaveCount(0);
      await expect(page.getByTestId('my-new-messages')).toHaveCount(0);
    });
  });
}

/** A second browser, logged in as the same player, resting on home. */
async function otherSession(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughUi(page, username, password);
  return page;
}
