import { z } from 'zod';
import { businessToday } from '../businessDate';
import { ADULT_AGE_YEARS } from '../constants';

/**
 * 4-11 characters, starts with a letter, letters and digits with at least 2 letters and a digit
 * (docs/product-rules.md#registration).
 */
export const usernameSchema = z
  .string({ error: 'username.required' })
  .trim()
  .min(1, { error: 'username.required' })
  .regex(/^[A-Za-z][A-Za-z0-9]{3,10}$/, { error: 'username.format' })
  .refine((v) => (v.match(/[A-Za-z]/g) ?? []).length >= 2 && /\d/.test(v), {
    error: 'username.format',
  });

/** 8-12 characters, letters and digits (both present; docs/product-rules.md#registration). */
export const passwordSchema = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{8,12}$/, { error: 'password.format' });

/**
 * The password must not equal the username; the confirmation must match
 * (docs/product-rules.md#registration).
 */
export const newPasswordSchema = z
  .object({
    username: z.string(),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.password.toLowerCase() === value.username.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password.equalsUsername' });
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password.mismatch' });
    }
  });

/** The secondary (payment) password is exactly 6 digits (docs/product-rules.md#passwords). */
export const payPasswordSchema = z
  .string({ error: 'payPassword.required' })
  .regex(/^\d{6}$/, { error: 'payPassword.format' });

/**
 * All one digit (111111) or a straight run up or down (123456, 654321): the guesses a new payment
 * password may not be (docs/product-rules.md#passwords).
 */
export function isGuessablePayPassword(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i += 1) {
    steps.add(Number(digits[i]) - Number(digits[i - 1]));
  }
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/**
 * A payment password being set: 6 digits, not all one digit and not a straight run. Checking an
 * existing one keeps to payPasswordSchema, so a password set before this rule still works.
 */
export const newPayPasswordDigitsSchema = payPasswordSchema.refine(
  (v) => !isGuessablePayPassword(v),
  { error: 'payPassword.guessable' },
);

export const newPayPasswordSchema = z
  .object({ payPassword: newPayPasswordDigitsSchema, confirmPayPassword: z.string() })
  .refine((v) => v.payPassword === v.confirmPayPassword, {
    path: ['confirmPayPassword'],
    error: 'password.mismatch',
  });

/**
 * 11 digits; empty reads "please complete", malformed reads "wrong, refill"
 * (docs/product-rules.md#profile).
 */
export const phoneSchema = z
  .string({ error: 'phone.required' })
  .trim()
  .min(1, { error: 'phone.required' })
  .regex(/^\d{11}$/, { error: 'phone.format' });

export const emailSchema = z
  .string({ error: 'email.required' })
  .trim()
  .min(1, { error: 'email.required' })
  .pipe(z.email({ error: 'email.format' }));

/**
 * A real or cardholder name is Chinese, English letters and the dot only (spaces between words;
 * docs/product-rules.md#profile).
 */
export const personNameSchema = z
  .string({ error: 'realName.required' })
  .trim()
  .min(1, { error: 'realName.required' })
  .max(40, { error: 'realName.format' })
  .regex(/^[\u3400-\u9fffA-Za-z·.]+(?: [\u3400-\u9fffA-Za-z·.]+)*$/u, { error: 'realName.format' });

/** SMS and e-mail verification codes are 6 digits. */
export const verificationCodeSchema = z
  .string({ error: 'code.required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'code.format' });

export const captchaCodeSchema = z
  .string({ error: 'captcha.required' })
  .trim()
  .min(1, { error: 'captcha.required' })
  .max(8, { error: 'captcha.format' });

/** The registration agreement box must be ticked (docs/product-rules.md#registration). */
export const agreementSchema = z.literal(true, { error: 'agreement.required' });

/** Whole years between an ISO date (YYYY-MM-DD) and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Date.parse rolls impossible days over (2001-02-30 → March 2), so the date must round-trip. */
function isCalendarDate(isoDate: string): boolean {
  const t = Date.parse(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === isoDate;
}

/**
 * The birth date must make the player over 18 (today passed in, so the rule is pure;
 * docs/product-rules.md#profile).
 */
export function birthDateSchema(today: Date) {
  return z
    .string({ error: 'birthDate.required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birthDate.format' })
    .refine(isCalendarDate, { error: 'birthDate.format' })
    .refine((v) => ageOn(v, today) >= ADULT_AGE_YEARS, { error: 'birthDate.underage' });
}

/**
 * The over-18 rule at an instant: over 18 on the business calendar
 * (docs/product-rules.md#business-time; the server passes its clock, the form `new Date()`), so a
 * player and the server agree near midnight whatever the device's time zone.
 */
export function adultBirthDateSchema(now: Date) {
  return birthDateSchema(businessToday(now));
}

/**
 * The security verification asks for the middle four digits of the bound phone
 * (docs/product-rules.md#verification-codes).
 */
export const phoneMiddleDigitsSchema = z
  .string({ error: 'phoneMiddle.required' })
  .trim()
  .min(1, { error: 'phoneMiddle.required' })
  .regex(/^\d{4}$/, { error: 'phoneMiddle.format' });
