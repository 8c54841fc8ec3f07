import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { successPath } from './returnPath';

describe('the success page path', () => {
  it('builds the success page with what was done and where to go next', () => {
    expect(successPath('payPassword', routePath('withdraw'))).toBe(
      `${routePath('success')}?done=payPassword&redirect=${encodeURIComponent(routePath('withdraw'))}`,
    );
    expect(successPath('email', null)).toBe(`${routePath('success')}?done=email`);
  });
});
