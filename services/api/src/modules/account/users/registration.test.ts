import { describe, expect, it } from 'vitest';
import { REGISTER_ITEMS } from '../../../seeds/registerItems';
import {
  validateRegistration,
  type RegisterItemSwitch,
  type RegistrationInput,
} from './registration';

const items: RegisterItemSwitch[] = REGISTER_ITEMS.map((item, i) => ({ ...item, sort: i }));
const base: RegistrationInput = {
  username: 'alice01',
  password: 'secret123',
  confirmPassword: 'secret123',
  mobile: '13800001111',
  smsCode: '123456',
  agreement: true,
  captchaKey: 'k',
  captchaCode: 'abcd',
};

function ruleOf(input: Partial<RegistrationInput>, switches = items): string | null {
  try {
    validateRegistration({ ...base, ...input }, switches);
    return null;
  } catch (error) {
    return (error as { messageKey: string }).messageKey;
  }
}

describe('validateRegistration', () => {
  it('accepts a complete form and drops hidden items', () => {
    const valid = validateRegistration({ ...base, email: 'x@y.z', realName: 'Alice' }, items);
    expect(valid).toMatchObject({
      mobile: '13800001111',
      smsCodeRequired: true,
      email: null,
      realName: null,
    });
  });

  it('applies the cross-field and switch rules', () => {
    expect(
      ruleOf({ password: 'alice01x', username: 'alice01x', confirmPassword: 'alice01x' }),
    ).toBe('validation:password.equalsUsername');
    expect(ruleOf({ confirmPassword: 'nope' })).toBe('validation:password.mismatch');
    expect(ruleOf({ mobile: undefined })).toBe('validation:phone.required');
    expect(ruleOf({ smsCode: undefined })).toBe('validation:code.required');
    expect(ruleOf({ agreement: false })).toBe('validation:agreement.required');
  });

  it('follows the switch when e-mail becomes required and SMS optional', () => {
    const switches = items.map((i) =>
      i.itemKey === 'email'
        ? { ...i, isShow: true, isRequired: true }
        : i.itemKey === 'smsCode'
          ? { ...i, isRequired: false }
          : i,
    );
    expect(ruleOf({}, switches)).toBe('validation:email.required');
    expect(ruleOf({ email: 'bad' }, switches)).toBe('validation:email.format');
    expect(
      validateRegistration({ ...base, smsCode: undefined, email: 'a@b.co' }, switches),
    ).toMatchObject({ smsCodeRequired: false, email: 'a@b.co' });
  });
});
