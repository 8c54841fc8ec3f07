import {
  agreementSchema,
  emailSchema,
  newPasswordSchema,
  personNameSchema,
  type ParsedRequestOf,
} from '@platform/api-client/contract';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { invalidInput } from '../../../core/errors';

export type RegistrationInput = ParsedRequestOf<'register'>;

export interface RegisterItemSwitch {
  itemKey: string;
  isShow: boolean;
  isRequired: boolean;
  sort: number;
}

export async function loadRegisterItems(db: Queryable): Promise<RegisterItemSwitch[]> {
  const { rows } = await db.query<{
    item_key: string;
    is_show: boolean;
    is_required: boolean;
    sort: number;
  }>('SELECT item_key, is_show, is_required, sort FROM register_items ORDER BY sort, item_key');
  return rows.map((r) => ({
    itemKey: r.item_key,
    isShow: r.is_show,
    isRequired: r.is_required,
    sort: r.sort,
  }));
}

/** The sign-up data that survives validation: hidden items are dropped, shown ones are checked. */
export interface ValidRegistration {
  username: string;
  password: string;
  mobile: string | null;
  smsCode: string | null;
  email: string | null;
  realName: string | null;
  inviteCode: string | null;
  /** Whether the registration-item switch asks for an SMS code. */
  smsCodeRequired: boolean;
}

function firstIssueKey(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

function present(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/**
 * The rules the request schema cannot express alone: the cross-field password rules, the ticked
 * agreement, and the registration-item switch (which fields are shown and required). Pure; throws
 * code 400 with the first broken rule's message key.
 */
export function validateRegistration(
  input: RegistrationInput,
  items: readonly RegisterItemSwitch[],
): ValidRegistration {
  const item = (key: string) => items.find((i) => i.itemKey === key);
  const shown = (key: string) => item(key)?.isShow ?? false;
  const required = (key: string) => item(key)?.isRequired ?? false;

  const passwordIssue = firstIssueKey(newPasswordSchema.safeParse(input));
  if (passwordIssue) throw invalidInput(passwordIssue);

  const mobile = shown('mobile') ? present(input.mobile) : null;
  if (required('mobile') && !mobile) throw invalidInput('phone.required');

  const smsCodeRequired = required('smsCode') && mobile !== null;
  const smsCode = shown('smsCode') ? present(input.smsCode) : null;
  if (smsCodeRequired && !smsCode) throw invalidInput('code.required');

  const email = shown('email') ? present(input.email) : null;
  if (required('email') && !email) throw invalidInput('email.required');
  if (email) {
    const issue = firstIssueKey(emailSchema.safeParse(email));
    if (issue) throw invalidInput(issue);
  }

  const realName = shown('realName') ? present(input.realName) : null;
  if (required('realName') && !realName) throw invalidInput('realName.required');
  if (realName) {
    const issue = firstIssueKey(personNameSchema.safeParse(realName));
    if (issue) throw invalidInput(issue);
  }

  const inviteCode = shown('inviteCode') ? present(input.inviteCode) : null;
  if (required('inviteCode') && !inviteCode) throw invalidInput('inviteCode.required');

  const agreementIssue = firstIssueKey(agreementSchema.safeParse(input.agreement));
  if (agreementIssue) throw invalidInput(agreementIssue);

  return {
    username: input.username,
    password: input.password,
    mobile,
    smsCode,
    email,
    realName,
    inviteCode,
    smsCodeRequired,
  };
}
