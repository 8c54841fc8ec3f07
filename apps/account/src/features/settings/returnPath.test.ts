import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, successPath } from './returnPath';

describe('return paths', () => {
  it('keeps a path of the app, with its own query', () => {
    expect(safeReturnPath(routePath('withdraw'))).toBe(routePath('withdraw'));
    expect(
      safeReturnPath(`${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('my'))}`),
    ).toBe(`${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('my'))}`);
  });

  it('ignores other sites and anything that is not a path', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'pages/x',
      '',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
  });

  it('builds the success page with what was done and where to go next', () => {
    expect(successPath('payPassword', routePath('withdraw'))).toBe(
      `${routePath('success')}?done=payPassword&redirect=${encodeURIComponent(routePath('withdraw'))}`,
    );
    expect(successPath('email', null)).toBe(`${routePath('success')}?done=email`);
  });
});
