import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import {
  DESK_AGENTS,
  TINY_PNG,
  depositViaSandbox,
  localeText,
  openAs,
  openDesk,
  registerViaApi,
  tapToNavigate,
} from './support';

/**
 * Feedback: a player leaves feedback about their deposit (a related order, an image), the support
 * desk answers it on the operator page, and the player sees the answer in their list.
 */
for (const language of ['en', 'zh'] as const) {
  test(`feedback with an image and an order is answered by support (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const player = await registerViaApi(request);
    const orderNo = await depositViaSandbox(request, player.token, 200_00);
    await openAs(page, player.token, language, routePath('feedback'));

    // The question types come from the server's dictionary; the order from the player's own.
    await page.getByTestId('feedback-type-deposit').click();
    await page.getByTestId('feedback-order-pick').click();
    await page.locator(`[data-testid="feedback-order-option"][data-order="${orderNo}"]`).click();
    await expect(page.getByTestId('feedback-order').locator('input')).toHaveValue(orderNo);
    const description = `My deposit ${orderNo} took twenty minutes to arrive, please check why.`;
    await page.getByTestId('feedback-description').locator('textarea').fill(description);
    await page.getByTestId('image-uploader-input').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.locator('[data-testid="image-uploader"] img')).toHaveCount(1);
    await page.getByTestId('feedback-submit').click();

    // The list shows it waiting for an answer.
    await expect(page.getByTestId('feedback-item').first()).toContainText(
      localeText(language, 'support:feedback.status.pending'),
    );

    // The desk answers it.
    const { page: agent, close: closeDesk } = await openDesk(browser, DESK_AGENTS.online);
    await agent.getByRole('button', { name: 'Feedback' }).click();
    const row = agent.locator('[data-testid^="feedback-"]', { hasText: orderNo });
    await row.click();
    const reply = `Your deposit ${orderNo} was delayed by the bank; it is credited.`;
    await agent.locator('#feedback-reply-text').fill(reply);
    await agent.locator('#feedback-reply-send').click();
    // The desk shows the saved answer only once the server has stored it; closing the desk before
    // that could cancel the request in flight.
    await expect(agent.getByTestId('desk-feedback-reply')).toContainText(reply);
    await closeDesk();

    // Without reloading, the player's list turns to "replied"; the detail shows the answer.
    await expect(page.getByTestId('feedback-item').first()).toContainText(
      localeText(language, 'support:feedback.status.replied'),
    );
    await tapToNavigate(
      page.getByTestId('feedback-item').first(),
      page.getByTestId('feedback-reply'),
    );
    await expect(page.getByTestId('feedback-reply')).toContainText(reply);
    await expect(page.getByTestId('feedback-detail-order')).toContainText(orderNo);
    await expect(page.getByTestId('feedback-image')).toHaveCount(1);
  });
}
