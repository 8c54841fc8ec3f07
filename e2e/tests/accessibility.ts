import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA that axe-core checks (docs/accessibility.md#how-it-is-tested).
 * Other axe rules (best practices, AAA) are advice, not the bar we test.
 */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The A and AA violations axe finds on the page as it is now, one line per element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Only the violations are reported back, and not inside frames: a venue's game page in its
  // iframe is the venue's, not ours to fix (the frame element itself, its title, is checked).
  // (options() replaces the whole options object, runOnly included: it comes before withTags.)
  // Legacy mode runs axe.run() in the page, which honours `iframes: false`; the default per-frame
  // run (runPartial) goes into every frame whatever the option says.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(WCAG_AA_TAGS)
    .setLegacyMode()
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? '?'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
}

/**
 * Fails when the page as it is now breaks a WCAG A or AA rule axe checks; `where` names the page
 * and language in the failure. Call it on a settled page: after its loading state has gone.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await accessibilityViolations(page), `WCAG A/AA violations on ${where}`).toEqual([]);
}

/**
 * Text at twice its size, as a player with a larger text setting reads it: the root font size at
 * 200 % (every text size is in rem, docs/accessibility.md#motion-and-size). Fails when the page then
 * scrolls sideways at 390 px or cuts a label short with an ellipsis; the text size is put back
 * afterwards, so the same page load serves the other checks.
 */
export async function expectReadableAtDoubleText(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(async () => {
    const root = document.documentElement;
    root.style.fontSize = '200%';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const problems: string[] = [];
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow > 0) problems.push(`the page is ${overflow}px wider than the screen`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow !== 'ellipsis' || style.display === 'none') continue;
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(`cut short: "${element.innerText.slice(0, 60)}" (${element.className})`);
    }
    root.style.fontSize = '';
    return problems;
  });
  expect(found, `at 200 % text on ${where}`).toEqual([]);
}

/**
 * Presses play with the round's answer held back, so axe sees the table mid-round: the bet placed,
 * the play button pressed and the table at work with motion on (the reels running), no result yet
 * (docs/accessibility.md#how-it-is-tested). The answer then goes on, and the round ends as a player
 * who asked for less motion sees it.
 */
export async function expectAccessibleMidRound(
  page: Page,
  game: string,
  press: () => Promise<void>,
  where: string,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = () => {};
  const asked = new Promise<void>((resolve) => (sent = resolve));
  await page.route(
    `**/inhouse/${game}/play`,
    async (route) => {
      sent();
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await press();
  await asked;
  await expectAccessible(page, `${where} mid-round`);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  release();
}
