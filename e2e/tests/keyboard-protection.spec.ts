import { routePath } from '@platform/routes';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectFocusRing, tabTo } from './keyboard';
import { apiCall, localeText, openAs, PLAYER_PASSWORD, registerViaApi, yuan } from './support';

/**
 * The responsible gambling page with the keyboard only (docs/accessibility.md#keyboard,
 * docs/product-rules.md#responsible-gambling): Tab and Shift+Tab to move, Enter and Space to act,
 * typing into fields. Each sheet takes the focus when it opens and gives it back to the row that
 * opened it when it closes; the focused control shows its ring.
 */

/** Opens the row's sheet with Enter; focus is then inside the sheet's dialog. */
async function openSheet(page: Page, row: Locator, sheet: Locator, where: string) {
  await tabTo(page, row);
  await expectFocusRing(page, where);
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  const dialog = page.getByRole('dialog').filter({ has: sheet });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
      message: `focus moves into the ${where} sheet`,
    })
    .toBe(true);
}

/** Where the sheet closed, focus is back on the row that opened it. */
async function expectFocusBack(page: Page, row: Locator, sheet: Locator, where: string) {
  await expect(sheet).toBeHidden();
  await expect(row, `focus back on the ${where} row`).toBeFocused();
  await expectFocusRing(page, `${where} row after its sheet closed`);
}

async function protection(page: Page, token: string) {
  return (await apiCall(page.request, 'user/protection', token)) as unknown as {
    code: number;
    msg: string;
    limits: { kind: string; period: string; amount: number | null }[];
    session: { realityCheckMinutes: number | null };
    block: { kind: string; until: string | null } | null;
  };
}

test('a deposit limit, a reality check and a cool-off set with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await registerViaApi(page.request);
  await openAs(page, player.token, 'en', routePath('responsibleGambling'));
  await expect(page.getByTestId('protection-page')).toBeVisible();

  // A daily deposit limit: the row opens its sheet, the amount is typed, Enter on Save.
  const limitRow = page.getByTestId('limit-deposit-day');
  const limitSheet = page.getByTestId('limit-sheet');
  await openSheet(page, limitRow, limitSheet, 'deposit limit');
  const amount = limitSheet.getByTestId('limit-sheet-amount-deposit-day').locator('input');
  await tabTo(page, amount);
  await expectFocusRing(page, 'the limit amount');
  await page.keyboard.type('100');
  const save = limitSheet.getByTestId('limit-sheet-save');
  await tabTo(page, save);
  await expectFocusRing(page, 'the limit save button');
  await page.keyboard.press('Enter');
  await expectFocusBack(page, limitRow, limitSheet, 'deposit limit');
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText(yuan('100.00'));
  const afterLimit = await protection(page, player.token);
  expect(afterLimit.code, afterLimit.msg).toBe(0);
  expect(afterLimit.limits.find((l) => l.kind === 'deposit' && l.period === 'day')?.amount).toBe(
    100_00,
  );

  // A reality check every 30 minutes: a chip chosen with Space, Enter on Save.
  const realityRow = page.getByTestId('reality-check');
  const realitySheet = page.getByTestId('realityCheck-sheet');
  await expect(page.getByTestId('reality-check-value')).toHaveText(
    localeText('en', 'account:protection.off'),
  );
  await openSheet(page, realityRow, realitySheet, 'reality check');
  const thirty = realitySheet.getByTestId('realityCheck-choice-30');
  await tabTo(page, thirty);
  await expectFocusRing(page, 'the 30 minutes chip');
  await page.keyboard.press('Space');
  await expect(thirty).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, realitySheet.getByTestId('realityCheck-save'));
  await page.keyboard.press('Enter');
  await expectFocusBack(page, realityRow, realitySheet, 'reality check');
  await expect(page.getByTestId('reality-check-value')).not.toHaveText(
    localeText('en', 'account:protection.off'),
  );
  expect((await protection(page, player.token)).session.realityCheckMinutes).toBe(30);

  // A one-day cool-off: a length, the login password, then a last confirmation, all by keyboard.
  const breakRow = page.getByTestId('break-coolOff');
  const breakSheet = page.getByTestId('break-sheet-coolOff');
  await openSheet(page, breakRow, breakSheet, 'cool-off');
  await tabTo(page, breakSheet.getByTestId('break-length-days1'));
  await page.keyboard.press('Space');
  await expect(breakSheet.getByTestId('break-length-days1')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tabTo(page, breakSheet.getByTestId('break-password').locator('input'));
  await page.keyboard.type(PLAYER_PASSWORD);
  const submit = breakSheet.getByTestId('break-submit');
  await tabTo(page, submit);
  await expectFocusRing(page, 'the start break button');
  await page.keyboard.press('Enter');

  // The confirmation is a dialog over the sheet that takes the focus; Tab reaches its start button.
  const confirm = page.getByRole('dialog').filter({ has: page.getByTestId('break-confirm') });
  await expect(confirm).toBeVisible();
  await expect
    .poll(() => confirm.evaluate((el) => el.contains(document.activeElement)), {
      message: 'focus moves into the confirmation',
    })
    .toBe(true);
  const start = confirm.getByRole('button', {
    name: localeText('en', 'account:protection.break.start'),
  });
  await tabTo(page, start);
  await expectFocusRing(page, 'the confirmation start button');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('on-break-title')).toBeVisible();
  await expectFocusBack(page, breakRow, breakSheet, 'cool-off');
  const onBreak = await protection(page, player.token);
  expect(onBreak.block?.kind).toBe('coolOff');
  expect(onBreak.block?.until).not.toBeNull();
});
