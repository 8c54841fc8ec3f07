import { describe, expect, it } from 'vitest';
import { loginPasswordIssues } from './loginPasswordRules';

const first = (values: Record<string, unknown>, field: string) =>
  loginPasswordIssues(values, 'player01').find((i) => i.field === field)?.message;

describe('login password rules', () => {
  it('asks for every field', () => {
    expect(first({}, 'oldPassword')).toBe('password.required');
    expect(first({}, 'password')).toBe('password.required');
    expect(first({ password: 'abcd1234' }, 'confirmPassword')).toBe('password.required');
  });

  it('wants 8-12 letters and digits, not the username, not the current password', () => {
    expect(first({ password: 'abc123' }, 'password')).toBe('password.format');
    expect(first({ password: 'abcdefgh' }, 'password')).toBe('password.format');
    expect(first({ password: 'Player01' }, 'password')).toBe('password.equalsUsername');
    expect(first({ oldPassword: 'abcd1234', password: 'abcd1234' }, 'password')).toBe(
      'password.sameAsOld',
    );
  });

  it('compares the confirmation with the new password', () => {
    expect(first({ password: 'abcd1234', confirmPassword: 'abcd1235' }, 'confirmPassword')).toBe(
      'password.mismatch',
    );
    expect(
      loginPasswordIssues(
        { oldPassword: 'old12345', password: 'abcd1234', confirmPassword: 'abcd1234' },
        'player01',
      ),
    ).toEqual([]);
  });
});
