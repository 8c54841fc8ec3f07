import { describe, expect, it } from 'vitest';
import { safeReturnPath, successPath, withQuery } from './returnPath';

describe('return paths', () => {
  it('keeps a path of the app, with its own query', () => {
    expect(safeReturnPath('/pages/finance/withDraw')).toBe('/pages/finance/withDraw');
    expect(safeReturnPath('/pages/system/setPhone?redirect=%2Fpages%2Fmy%2Fmy')).toBe(
      '/pages/system/setPhone?redirect=%2Fpages%2Fmy%2Fmy',
    );
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
    expect(successPath('payPassword', '/pages/finance/withDraw')).toBe(
      '/pages/system/success?done=payPassword&redirect=%2Fpages%2Ffinance%2FwithDraw',
    );
    expect(successPath('email', null)).toBe('/pages/system/success?done=email');
    expect(withQuery('/a', { x: '', y: undefined })).toBe('/a');
  });
});
