import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import {
  API,
  apiCall,
  devPost,
  localeText,
  openAs,
  PLAYER_PASSWORD,
  registerViaApi,
  tapToNavigate,
  yuan,
} from './support';

/**
 * Responsible gambling end to end (docs/product-rules.md#responsible-gambling), in two languages:
 * a deposit limit set on the page refuses a deposit order over it, naming when it resets; a
 * self-exclusion started on the page refuses deposits, transfers into venues and games, while
 * withdrawal and customer service stay open.
 */

/** The next business midnight (GMT+8) as the server writes it: "2026-11-29 00:00". */
function nextBusinessMidnight(): string {
  const business = new Date(Date.now() + 8 * 3600_000);
  business.setUTCDate(business.getUTCDate() + 1);
  return `${business.toISOString().slice(0, 10)} 00:00`;
}

for (const language of ['en', 'th'] as const) {
  test.describe(`responsible gambling (${language})`, () => {
    test('a daily deposit limit refuses a deposit order over it, with when it resets', async ({
      page,
    }) => {
      const player = await registerViaApi(page.request);
      await openAs(page, player.token, language, routePath('responsibleGambling'));
      await expect(page.locator('.ui-nav-title')).toHaveText(
        localeText(language, 'account:protection.title'),
      );

      await page.getByTestId('limit-deposit-day').click();
      const sheet = page.getByTestId('limit-sheet');
      await sheet.getByTestId('limit-sheet-amount-deposit-day').locator('input').fill('100');
      await sheet.getByTestId('limit-sheet-save').click();
      await expect(sheet).toBeHidden();
      await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText(yuan('100.00'));
      await expect(page.getByTestId('limit-deposit-day-resets')).toContainText(
        nextBusinessMidnight(),
      );

      await page.goto(`./#${routePath('deposit')}`);
      await page.getByTestId('method-bankCardTransfer').click();
      const form = page.getByTestId('deposit-form');
      await form.getByTestId('deposit-payerName').locator('input').fill('张三');
      await form.getByTestId('deposit-amount').locator('input').fill('500');
      await form.getByTestId('deposit-submit').click();

      // The "saved" toast of the limit may still be showing: the refusal is the one with the time.
      const refusal = page.locator('.adm-toast-main').filter({ hasText: nextBusinessMidnight() });
      await expect(refusal).toContainText('100.00');
      await expect(refusal).toContainText(`${nextBusinessMidnight()} (GMT+8)`);
      // No order was made: the page stays on the form.
      await expect(page).not.toHaveURL(/depositInfo/);
      await expect(form).toBeVisible();
    });

    test('a self-exclusion stops deposits, transfers and games; withdrawal and customer service stay open', async ({
      page,
    }) => {
      const player = await registerViaApi(page.request);
      await devPost(page.request, '/__dev/credit', { username: player.username, amount: 100_000 });
      await openAs(page, player.token, language, routePath('responsibleGambling'));

      await page.getByTestId('break-selfExclusion').click();
      const sheet = page.getByTestId('break-sheet-selfExclusion');
      await sheet.getByTestId('break-length-months6').click();
      await sheet.getByTestId('break-password').locator('input').fill(PLAYER_PASSWORD);
      await sheet.getByTestId('break-submit').click();
      const dialog = page.locator('.adm-dialog');
      await expect(dialog.getByTestId('break-confirm')).toBeVisible();
      await dialog.getByRole('button').last().click();
      await expect(page.getByTestId('on-break-title')).toBeVisible();
      await expect(page.getByTestId('protection-on-break')).toContainText(
        localeText(language, 'account:protection.onBreak.open'),
      );

      // Money in and play are refused by the server, in the player's language.
      const headers = { token: player.token };
      const order = (await (
        await page.request.post(`${API}/web/pay/bankCardRemittance/createOrder`, {
          data: { amount: 500_00, payerName: 'Li Si', idempotencyKey: `e2e-rg-${Date.now()}` },
          headers,
        })
      ).json()) as { code: number; msg: string };
      expect(order.code, order.msg).not.toBe(0);
      for (const platCode of ['STLIVE', 'STHOUSE']) {
        const transfer = await apiCall(page.request, 'apiCode/convertMoney', player.token, {
          platCode,
          direction: 'toVenue',
          amount: String(100_00),
          idempotencyKey: `e2e-rg-transfer-${platCode}-${Date.now()}`,
        });
        expect.soft(transfer.code, `transfer into ${platCode}: ${transfer.msg}`).not.toBe(0);
      }
      const game = await apiCall(page.request, 'apiCode/getGameUrl', player.token, {
        platCode: 'STHOUSE',
        gameCode: 'baccarat',
      });
      expect.soft(game.code, `in-house game: ${game.msg}`).not.toBe(0);

      // The pages that move money in show the break in place of their form or game.
      for (const path of [
        routePath('deposit'),
        routePath('transfer'),
        routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'baccarat' }),
      ]) {
        await page.goto(`./#${path}`);
        await expect(page.getByTestId('break-notice'), path).toContainText(
          localeText(language, 'common:protection.break.title.selfExclusion'),
        );
      }
      await expect(page.getByTestId('baccarat-screen')).toHaveCount(0);
      await page.goto(`./#${routePath('responsibleGambling')}`);

      // Withdrawal and customer service open from the page (a tap right after a navigation is
      // taken for a double tap, hence tapToNavigate).
      const title = page.locator('.ui-nav-title');
      await tapToNavigate(
        page.getByTestId('on-break-withdraw'),
        title.getByText(localeText(language, 'wallet:withdraw.title'), { exact: true }),
      );
      await page.goBack();
      await tapToNavigate(
        page.getByTestId('on-break-customerService'),
        title.getByText(localeText(language, 'support:service.title'), { exact: true }),
      );
    });
  });
}
