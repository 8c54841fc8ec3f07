import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA that axe-core checks (docs/accessibility.md#how-it-is-tested).
 * Other axe rules (best practices, AAA) are advice, not the bar we test.
 */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The A and AA violations axe finds on the page as it is now, one line per element. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
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
