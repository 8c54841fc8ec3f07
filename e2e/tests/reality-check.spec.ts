import { routePath } from '@platform/routes';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_AA_TAGS } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { apiCall, devPost, fundHouseVenue, openAs, registerViaApi, venueFen } from './support';

// docs/product-rules.md#responsible-gambling: every N minutes of a play session the open page
// shows a reality check (through the event stream); until it is answered stakes are refused, and
// "continue" lets play go on.
const SICBO = routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'sicbo' });

/** 5 yuan on big, rolled. */
async function rollBig(page: Page) {
  await page.getByTestId('chip-500').click();
  await page.getByTestId('sic-spot-big:').click();
  await page.getByTestId('sic-roll').click();
}

test('a reality check shows over the game screen when it falls due, and Continue lets play go on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await registerViaApi(page.request);
  const set = await apiCall(page.request, 'user/protection/setRealityCheck', player.token, {
    minutes: '10',
  });
  expect(set.code, set.msg).toBe(0);
  await fundHouseVenue(page.request, player, 50_000);

  // In-house rounds: the session is open.
  await openAs(page, player.token, 'en', SICBO);
  await expect(page.getByTestId('sicbo-screen')).toBeVisible();
  await rollBig(page);
  await expect(page.getByTestId('sic-result')).toBeVisible();
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  // Eleven minutes of play later (the session moved back in time; the scheduler's clock may
  // already be far ahead from other tests), the step marks the check due and tells the page
  // through the stream.
  await devPost(page.request, '/__dev/play-session/rewind', {
    username: player.username,
    minutes: 11,
  });
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible();
  // Over the game screen, which is still there underneath.
  await expect(page.getByTestId('sicbo-screen')).toBeAttached();
  await expect(dialog.getByTestId('reality-check-played')).toContainText('min');
  await expect(dialog.getByTestId('reality-check-net')).toHaveText(/^[+-]?(CN)?¥\d[\d,]*\.\d\d$/);

  // A modal a keyboard can answer: focus is in it, Tab stays in it, Enter on Continue answers it;
  // axe finds nothing in it (the game under it is the games' own sweep's).
  const inDialog = await new AxeBuilder({ page })
    .include('[data-testid="reality-check"]')
    .withTags(WCAG_AA_TAGS)
    .analyze();
  expect(inDialog.violations.map((v) => `${v.id} at ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('reality-check-continue')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('reality-check-stop')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('reality-check-continue')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const session = await apiCall(page.request, 'user/playSession', player.token);
  expect(session.code, session.msg).toBe(0);
  expect(session.realityCheckDue).toBe(false);

  // Play goes on: another round is accepted (5 yuan on big is won or lost, never even).
  const before = await venueFen(page);
  await rollBig(page);
  await expect.poll(() => venueFen(page)).not.toBe(before);
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
});
