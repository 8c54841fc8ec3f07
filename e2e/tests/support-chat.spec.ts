import { routePath, withQuery } from '@platform/routes';
import { expectAccessible } from './accessibility';
import { expect, test, type Browser, type Page } from './fixtures';
import { DESK_AGENTS, TINY_PNG, localeText, openAs, openDesk, registerViaApi } from './support';

/**
 * Customer service chat: a player and an agent (the operator page the API serves, behind the
 * agent's sign-in) exchange lines and images, each side seeing the other's without a reload
 * (the member event stream), and a finance conversation goes to the finance agents only.
 */
function agentPage(browser: Browser, group: keyof typeof DESK_AGENTS) {
  return openDesk(browser, DESK_AGENTS[group]);
}

function bubbles(page: Page, author: 'player' | 'agent') {
  return page.locator(`[data-testid="chat-message"][data-author="${author}"]`);
}

for (const { language, group } of [
  { language: 'en', group: 'online' },
  { language: 'zh', group: 'finance' },
] as const) {
  test(`a player and a ${group} agent exchange lines and images live (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const player = await registerViaApi(request);
    // The page's one member event stream opens on the player's token.
    const stream = page.waitForResponse(
      (response) =>
        response.url().endsWith('/web/events') &&
        response.status() === 200 &&
        (response.headers()['content-type'] ?? '').includes('text/event-stream'),
    );
    await openAs(page, player.token, language, routePath('customerService'));
    await stream;
    await page.getByTestId(`desk-${group}-chat`).click();
    await expect(page).toHaveURL(/connect\/contacting/);

    const question = `Where is my money? ${player.username}`;
    await page.getByTestId('chat-input').locator('textarea, input').first().fill(question);
    await page.getByTestId('chat-send').click();
    await expect(bubbles(page, 'player').filter({ hasText: question })).toBeVisible();

    // The agent of the right group sees the conversation with the player's username.
    const agent = await agentPage(browser, group);
    const row = agent.page.locator('[data-testid^="conversation-"]', { hasText: player.username });
    await expect(row).toBeVisible();
    await row.click();
    await expect(agent.page.locator('#messages')).toContainText(question);

    // Opening it read the player's line: the player sees "read" without reloading.
    await expect(page.getByTestId('chat-status').last()).toHaveText(
      localeText(language, 'support:chat.status.read'),
    );

    // The agent answers; the line arrives on the player's page by the event stream.
    const answer = `Checking order for ${player.username} now.`;
    await agent.page.locator('#reply-text').fill(answer);
    await agent.page.locator('#reply-send').click();
    await expect(bubbles(page, 'agent').filter({ hasText: answer })).toBeVisible();
    // The agent's line arrived in the conversation's log, which a screen reader reads out.
    await expect(page.getByRole('log').filter({ hasText: answer })).toBeVisible();
    await expectAccessible(page, `${language} chat with an agent's answer`);

    // An image each way.
    await page.getByTestId('chat-image-input').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(bubbles(page, 'player').locator('img')).toHaveCount(1);
    await expect(agent.page.locator('#messages img')).toHaveCount(1);
    await agent.page.locator('#reply-image').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(bubbles(page, 'agent').locator('img')).toHaveCount(1);

    // The conversation is stored: a reload shows every line.
    await page.reload();
    await expect(bubbles(page, 'player').filter({ hasText: question })).toBeVisible();
    await expect(bubbles(page, 'agent').filter({ hasText: answer })).toBeVisible();

    // The other group's agent does not see it.
    const other = await agentPage(browser, group === 'online' ? 'finance' : 'online');
    await expect(other.page.locator('body')).toBeVisible();
    await expect(
      other.page.locator('[data-testid^="conversation-"]', { hasText: player.username }),
    ).toHaveCount(0);
    await other.close();
    await agent.close();
  });
}

test('a guest chats after giving a name and comes back to the same conversation', async ({
  page,
  browser,
}) => {
  await page.goto(`./#${withQuery(routePath('contacting'), { group: 'online' })}`);
  const name = `Guest ${Date.now() % 100_000}`;
  await page.getByTestId('guest-name-input').locator('input').fill(name);
  await page.getByTestId('guest-name-submit').click();
  await page
    .getByTestId('chat-input')
    .locator('textarea, input')
    .first()
    .fill('Hello, can I register with an e-mail?');
  await page.getByTestId('chat-send').click();
  await expect(bubbles(page, 'player')).toHaveCount(1);

  const agent = await agentPage(browser, 'online');
  await agent.page.locator('[data-testid^="conversation-"]', { hasText: name }).click();
  await agent.page.locator('#reply-text').fill('Yes: a phone number is needed too.');
  await agent.page.locator('#reply-send').click();
  await expect(bubbles(page, 'agent')).toHaveCount(1);
  await agent.close();
  await expectAccessible(page, "a guest's chat with an agent's answer");

  await page.reload();
  await expect(bubbles(page, 'player')).toHaveCount(1);
  await expect(bubbles(page, 'agent')).toHaveCount(1);
});
