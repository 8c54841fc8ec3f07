import { expect, type Locator, type Page } from './fixtures';

/**
 * Keyboard-only journeys (docs/accessibility.md#keyboard): no click, no tap, only `page.keyboard`.
 * Each step asserts where focus is before it acts, so a control Tab never reaches fails by name.
 */

/** Presses Tab (or Shift+Tab) until focus is on `target` or inside it; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((el) => el.contains(document.activeElement)).catch(() => false))
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${target.toString()}`).toBeFocused();
}

/** Fails unless the focused control shows the focus ring (`:focus-visible`, an outline of 2 px or more). */
export async function expectFocusRing(page: Page, where: string) {
  const ring = await page.evaluate(() => {
    const at = document.activeElement;
    if (!at || at === document.body) return 'nothing has the focus';
    const style = getComputedStyle(at);
    const width = Number.parseFloat(style.outlineWidth);
    if (!at.matches(':focus-visible')) return `${at.outerHTML.slice(0, 80)} is not :focus-visible`;
    if (style.outlineStyle === 'none' || !(width >= 2))
      return `${at.outerHTML.slice(0, 80)} shows no ring (outline ${style.outlineStyle} ${style.outlineWidth})`;
    return 'ring';
  });
  expect(ring, `focus ring on ${where}`).toBe('ring');
}
