import type { FormInstance } from 'antd-mobile/es/components/form';
import { i18next, type TFunction } from '@platform/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldRule,
  filledValues,
  firstIssue,
  issueMessage,
  lazy,
  schemaIssues,
  schemaRule,
  type FieldIssue,
} from './contractRules';

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        validation: {
          checkField: 'Please check this field',
          code: { format: 'The code is 6 digits' },
          amount: { outOfRange: 'Between {{min}} and {{max}}' },
          password: { mismatch: 'The passwords differ' },
        },
        wallet: { chooseAccount: 'Choose an account' },
      },
    },
    interpolation: { escapeValue: false },
  });
  t = i18n.t;
});

const code = z.string().regex(/^\d{6}$/, { error: 'code.format' });
const request = z
  .object({ accountType: z.literal('alipay'), password: code, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'password.mismatch',
  });

/** A form holding `values`, as the rule reads it. */
function formWith(values: Record<string, unknown>): FormInstance {
  return { getFieldsValue: () => values } as unknown as FormInstance;
}

describe('schemaRule (a field checked by a contract schema)', () => {
  it('passes a good value and refuses a bad one with the translated message', async () => {
    const rule = schemaRule(code, t);
    await expect(rule.validator(null, '123456')).resolves.toBeUndefined();
    await expect(rule.validator(null, '12')).rejects.toThrow('The code is 6 digits');
  });

  it("shows the rule's own figures", async () => {
    const range = z.number().superRefine((n, ctx) => {
      if (n > 5)
        ctx.addIssue({
          code: 'custom',
          message: 'amount.outOfRange',
          params: { min: '1', max: '5' },
        });
    });
    await expect(schemaRule(range, t).validator(null, 9)).rejects.toThrow('Between 1 and 5');
  });

  it('reads a message the locale lacks as "check this field", or the fallback given', async () => {
    await expect(schemaRule(z.number(), t).validator(null, 'x')).rejects.toThrow(
      'Please check this field',
    );
    const rule = schemaRule(z.number(), t, { fallback: 'wallet:chooseAccount' });
    await expect(rule.validator(null, 'x')).rejects.toThrow('Choose an account');
  });

  it('lets an empty optional field pass, and checks it once filled in', async () => {
    const rule = schemaRule(code, t, { optional: true });
    await expect(rule.validator(null, '')).resolves.toBeUndefined();
    await expect(rule.validator(null, undefined)).resolves.toBeUndefined();
    await expect(rule.validator(null, '12')).rejects.toThrow('The code is 6 digits');
  });
});

describe('lazy schemas and checks (loaded on first use)', () => {
  /** A loader that counts its calls and answers `value` when the test lets it. */
  function deferredLoader<T>(value: T) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loader = { calls: 0, release };
    const load = lazy(async () => {
      loader.calls += 1;
      await gate;
      return value;
    });
    return { loader, load };
  }

  it('loads a lazy schema only on the first validation, once, then shows its message', async () => {
    const { loader, load } = deferredLoader(code);
    const rule = schemaRule(load, t);
    expect(loader.calls).toBe(0);
    const first = rule.validator(null, '12');
    const second = rule.validator(null, '123456');
    let settled = false;
    void first.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    loader.release();
    await expect(first).rejects.toThrow('The code is 6 digits');
    await expect(second).resolves.toBeUndefined();
    await expect(rule.validator(null, '1')).rejects.toThrow('The code is 6 digits');
    expect(loader.calls).toBe(1);
  });

  it('starts loading early when asked, and lets an empty optional field pass', async () => {
    const { loader, load } = deferredLoader(code);
    void load.load();
    expect(loader.calls).toBe(1);
    loader.release();
    const rule = schemaRule(load, t, { optional: true });
    await expect(rule.validator(null, '')).resolves.toBeUndefined();
    await expect(rule.validator(null, 'abc')).rejects.toThrow('The code is 6 digits');
    expect(loader.calls).toBe(1);
  });

  it('judges a field on the whole form with a lazy request schema or a lazy function', async () => {
    const form = formWith({ password: '123456', confirmPassword: '654321' });
    const fixed = { accountType: 'alipay' };
    const { loader, load } = deferredLoader(request);
    const confirm = fieldRule('confirmPassword', form, t, load, { fixed });
    expect(loader.calls).toBe(0);
    const judged = confirm.validator(null, '654321');
    loader.release();
    await expect(judged).rejects.toThrow('The passwords differ');
    await expect(confirm.validator(null, '123456')).resolves.toBeUndefined();

    const check = (values: Record<string, unknown>): FieldIssue[] =>
      values.password === 'same' ? [{ field: 'password', message: 'password.mismatch' }] : [];
    const rule = fieldRule(
      'password',
      formWith({}),
      t,
      lazy(async () => check),
    );
    await expect(rule.validator(null, 'same')).rejects.toThrow('The passwords differ');
    await expect(rule.validator(null, 'other')).resolves.toBeUndefined();
  });
});

describe('fieldRule (a field judged on the whole form)', () => {
  it("reports only the field's own issue, with the values the form does not show", async () => {
    const form = formWith({ password: '123456', confirmPassword: '654321' });
    const fixed = { accountType: 'alipay' };
    const password = fieldRule('password', form, t, request, { fixed });
    await expect(password.validator(null, '123456')).resolves.toBeUndefined();
    const confirm = fieldRule('confirmPassword', form, t, request, { fixed });
    await expect(confirm.validator(null, '654321')).rejects.toThrow('The passwords differ');
    await expect(confirm.validator(null, '123456')).resolves.toBeUndefined();
  });

  it("takes the form's own rules as a function of the values", async () => {
    const check = (values: Record<string, unknown>): FieldIssue[] =>
      values.password === 'same' ? [{ field: 'password', message: 'password.mismatch' }] : [];
    const rule = fieldRule('password', formWith({}), t, check);
    await expect(rule.validator(null, 'same')).rejects.toThrow('The passwords differ');
    await expect(rule.validator(null, 'other')).resolves.toBeUndefined();
  });
});

describe('whole-object checks', () => {
  it('lists every issue with its field and message key', () => {
    expect(
      schemaIssues(request, { accountType: 'alipay', password: '1', confirmPassword: '1' }),
    ).toEqual([{ field: 'password', message: 'code.format', params: undefined }]);
  });

  it('answers the first issue translated, or null', () => {
    const mismatch = { accountType: 'alipay', password: '123456', confirmPassword: '1' };
    expect(firstIssue(request, mismatch, t)).toEqual({
      field: 'confirmPassword',
      message: 'The passwords differ',
    });
    expect(firstIssue(request, { ...mismatch, confirmPassword: '123456' }, t)).toBeNull();
  });

  it('reads untouched fields as empty text', () => {
    expect(filledValues({ password: 'x' }, ['password', 'confirmPassword'])).toEqual({
      password: 'x',
      confirmPassword: '',
    });
  });

  it('translates one issue', () => {
    expect(issueMessage({ message: 'code.format' }, t)).toBe('The code is 6 digits');
    expect(issueMessage({ message: 'nothing.here' }, t)).toBe('Please check this field');
  });
});
