import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { businessToday } from '../businessDate';
import {
  adultBirthDateSchema,
  ageOn,
  agreementSchema,
  birthDateSchema,
  captchaCodeSchema,
  emailSchema,
  newPasswordSchema,
  newPayPasswordSchema,
  passwordSchema,
  newPayPasswordDigitsSchema,
  payPasswordSchema,
  personNameSchema,
  phoneMiddleDigitsSchema,
  phoneSchema,
  usernameSchema,
  verificationCodeSchema,
} from './identity';

/** The first issue's message key, or null when the value passes. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('usernameSchema (4-11, starts with a letter, 2+ letters and a digit)', () => {
  it.each(['ab12', 'player2024', 'Abcdefghij1', '  ab12  '])('accepts %j', (value) => {
    expect(usernameSchema.safeParse(value).success).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(usernameSchema.parse('  ab12 ')).toBe('ab12');
  });

  it('asks for a username when empty', () => {
    expect(firstError(usernameSchema, '')).toBe('username.required');
    expect(firstError(usernameSchema, undefined)).toBe('username.required');
  });

  it.each([
    ['too short', 'ab1'],
    ['too long', 'abcdefghij12'],
    ['starts with a digit', '1abc'],
    ['only one letter', 'a1234'],
    ['no digit', 'abcdef'],
    ['symbol', 'ab_12'],
  ])('refuses %s', (_label, value) => {
    expect(firstError(usernameSchema, value)).toBe('username.format');
  });
});

describe('passwordSchema (8-12 letters and digits)', () => {
  it.each(['abcd1234', 'ABCdef123456'])('accepts %j', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it('asks for a password when empty', () => {
    expect(firstError(passwordSchema, '')).toBe('password.required');
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'abcdef1234567'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a symbol', 'abcd123!'],
  ])('refuses %s', (_label, value) => {
    expect(firstError(passwordSchema, value)).toBe('password.format');
  });
});

describe('newPasswordSchema', () => {
  it('accepts a matching confirmation different from the username', () => {
    const value = { username: 'player1', password: 'secret123', confirmPassword: 'secret123' };
    expect(newPasswordSchema.safeParse(value).success).toBe(true);
  });

  it('refuses a password equal to the username (any case)', () => {
    const value = { username: 'Player123', password: 'player123', confirmPassword: 'player123' };
    const result = newPasswordSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('password.equalsUsername');
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });

  it('refuses a different confirmation ("the two passwords differ")', () => {
    const value = { username: 'player1', password: 'secret123', confirmPassword: 'secret124' };
    const result = newPasswordSchema.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe('password.mismatch');
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('payPasswordSchema (exactly 6 digits)', () => {
  it('accepts 6 digits', () => {
    expect(payPasswordSchema.safeParse('012345').success).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', ''])('refuses %j', (value) => {
    expect(firstError(payPasswordSchema, value)).toBe('payPassword.format');
  });

  it('asks for one when missing', () => {
    expect(firstError(payPasswordSchema, undefined)).toBe('payPassword.required');
  });

  it('needs a matching confirmation', () => {
    expect(
      newPayPasswordSchema.safeParse({ payPassword: '135790', confirmPayPassword: '135790' })
        .success,
    ).toBe(true);
    const result = newPayPasswordSchema.safeParse({
      payPassword: '135790',
      confirmPayPassword: '135791',
    });
    expect(result.error?.issues[0]?.message).toBe('password.mismatch');
    expect(result.error?.issues[0]?.path).toEqual(['confirmPayPassword']);
  });
});

describe('newPayPasswordDigitsSchema (a new payment password is not guessable)', () => {
  it.each([
    '000000',
    '111111',
    '999999',
    '012345',
    '123456',
    '456789',
    '987654',
    '654321',
    '543210',
  ])('refuses %j, one digit repeated or a straight run', (value) => {
    expect(firstError(newPayPasswordDigitsSchema, value)).toBe('payPassword.guessable');
    expect(
      newPayPasswordSchema.safeParse({ payPassword: value, confirmPayPassword: value }).error
        ?.issues[0]?.message,
    ).toBe('payPassword.guessable');
  });

  it.each(['135790', '246810', '112233', '123457', '901234', '121212', '123321'])(
    'accepts %j',
    (value) => {
      expect(newPayPasswordDigitsSchema.safeParse(value).success).toBe(true);
    },
  );

  it('still says the format first, and checking an existing password does not apply it', () => {
    expect(firstError(newPayPasswordDigitsSchema, '12345')).toBe('payPassword.format');
    expect(payPasswordSchema.safeParse('123456').success).toBe(true);
  });
});

describe('phoneSchema (11 digits)', () => {
  it('accepts 11 digits, trimmed', () => {
    expect(phoneSchema.parse(' 13800138000 ')).toBe('13800138000');
  });

  it('says "please complete the phone number" when empty', () => {
    expect(firstError(phoneSchema, '')).toBe('phone.required');
  });

  it.each(['1380013800', '138001380001', '1380013800a', '+8613800138'])('refuses %j', (value) => {
    expect(firstError(phoneSchema, value)).toBe('phone.format');
  });
});

describe('emailSchema', () => {
  it('accepts a valid address, trimmed', () => {
    expect(emailSchema.parse(' player@example.com ')).toBe('player@example.com');
  });

  it('asks for an address when empty', () => {
    expect(firstError(emailSchema, '')).toBe('email.required');
  });

  it.each(['player', 'player@', 'player@example', '@example.com'])('refuses %j', (value) => {
    expect(firstError(emailSchema, value)).toBe('email.format');
  });
});

describe('personNameSchema (Chinese, English and the dot)', () => {
  it.each(['张三', 'John Smith', '阿不都·热合曼', 'Mary.Jane'])('accepts %j', (value) => {
    expect(personNameSchema.safeParse(value).success).toBe(true);
  });

  it('asks for a name when empty', () => {
    expect(firstError(personNameSchema, '   ')).toBe('realName.required');
  });

  it.each(['张三1', 'John_Smith', 'John  Smith', 'Zoë', 'a'.repeat(41)])('refuses %j', (value) => {
    expect(firstError(personNameSchema, value)).toBe('realName.format');
  });
});

describe('verification and captcha codes', () => {
  it('accepts a 6-digit code and refuses others', () => {
    expect(verificationCodeSchema.safeParse('123456').success).toBe(true);
    expect(firstError(verificationCodeSchema, '12345')).toBe('code.format');
    expect(firstError(verificationCodeSchema, undefined)).toBe('code.required');
  });

  it('accepts a captcha answer of 1-8 characters', () => {
    expect(captchaCodeSchema.safeParse('a1B2').success).toBe(true);
    expect(firstError(captchaCodeSchema, '')).toBe('captcha.required');
    expect(firstError(captchaCodeSchema, '123456789')).toBe('captcha.format');
  });
});

describe('agreementSchema', () => {
  it('needs the box ticked', () => {
    expect(agreementSchema.safeParse(true).success).toBe(true);
    expect(firstError(agreementSchema, false)).toBe('agreement.required');
  });
});

describe('birthDateSchema (over 18)', () => {
  const today = new Date('2024-06-15T12:00:00Z');
  const schema = birthDateSchema(today);

  it('counts whole years', () => {
    expect(ageOn('2006-06-15', today)).toBe(18);
    expect(ageOn('2006-06-16', today)).toBe(17);
  });

  it('accepts a player who turns 18 today or earlier', () => {
    expect(schema.safeParse('2006-06-15').success).toBe(true);
    expect(schema.safeParse('1980-02-29').success).toBe(true);
  });

  it('refuses a player under 18', () => {
    expect(firstError(schema, '2006-06-16')).toBe('birthDate.underage');
  });

  it.each(['15/06/2000', '2000-6-15', '2000-13-01', '2001-02-29', '2000-04-31'])(
    'refuses the malformed or impossible date %j',
    (value) => {
      expect(firstError(schema, value)).toBe('birthDate.format');
    },
  );

  it('asks for a date when missing', () => {
    expect(firstError(schema, undefined)).toBe('birthDate.required');
  });
});

describe('adultBirthDateSchema (over 18 on the business calendar)', () => {
  it('takes the Asia/Shanghai date of the instant, not the UTC one', () => {
    // 17:00 UTC on 15 June is already 01:00 on 16 June in Shanghai.
    expect(businessToday(new Date('2024-06-15T17:00:00Z')).toISOString()).toBe(
      '2024-06-16T00:00:00.000Z',
    );
    expect(businessToday(new Date('2024-06-15T15:59:59Z')).toISOString()).toBe(
      '2024-06-15T00:00:00.000Z',
    );
  });

  it('lets a player whose 18th birthday has begun in Shanghai pass', () => {
    const justAfterMidnight = adultBirthDateSchema(new Date('2024-06-15T16:00:00Z'));
    expect(justAfterMidnight.safeParse('2006-06-16').success).toBe(true);
    const justBefore = adultBirthDateSchema(new Date('2024-06-15T15:59:00Z'));
    expect(firstError(justBefore, '2006-06-16')).toBe('birthDate.underage');
  });
});

describe('phoneMiddleDigitsSchema (the middle four digits)', () => {
  it('accepts four digits, trimmed', () => {
    expect(phoneMiddleDigitsSchema.parse(' 0012 ')).toBe('0012');
  });

  it('asks for them when empty', () => {
    expect(firstError(phoneMiddleDigitsSchema, '')).toBe('phoneMiddle.required');
    expect(firstError(phoneMiddleDigitsSchema, undefined)).toBe('phoneMiddle.required');
  });

  it.each(['123', '12345', '12a4'])('refuses %j', (value) => {
    expect(firstError(phoneMiddleDigitsSchema, value)).toBe('phoneMiddle.format');
  });
});
