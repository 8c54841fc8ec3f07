import { test as base, type Browser, type BrowserContext } from '@playwright/test';

// Everything else of Playwright's, so a spec imports from here alone.
export * from '@playwright/test';

/**
 * Every end-to-end test runs under the site's Content-Security-Policy (docs/decisions.md#security-headers)
 * and fails when a page, or a frame in it, reported a violation: a script, style, frame, image or
 * connection the policy refused is a page that works in no browser that enforces it. Chromium
 * writes each violation to the console ("Refused to … because it violates the following Content
 * Security Policy directive …"), for frames too; every context the browser opens is watched, the
 * ones a test opens itself included. Specs import `test` from here (lint says so).
 */
const VIOLATION = /violates the following Content Security Policy directive/;

class CspWatch {
  private seen: string[] = [];

  constructor(browser: Browser) {
    browser.on('context', (context) => this.watch(context));
  }

  private watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (VIOLATION.test(message.text()))
        this.seen.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
  }

  /** The violations reported since the last call. */
  take(): string[] {
    const seen = this.seen;
    this.seen = [];
    return seen;
  }
}

export const test = base.extend<
  {
    /** The violations reported so far in this test; a test that provokes one on purpose takes it here. */
    cspViolations: () => string[];
  },
  { cspWatch: CspWatch }
>({
  cspWatch: [async ({ browser }, use) => use(new CspWatch(browser)), { scope: 'worker' }],
  cspViolations: [
    async ({ cspWatch }, use) => {
      cspWatch.take();
      await use(() => cspWatch.take());
      // Torn down after the test's pages and contexts have closed: every report is in.
      base.expect(cspWatch.take(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
