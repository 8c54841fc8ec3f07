import { ResultCode } from '@platform/api-client/contract';
import type { z } from 'zod';

export type ResultCodeName = keyof typeof ResultCode;

/**
 * A refusal the player should read. `messageKey` is an i18n key of the `errors` namespace, or
 * `validation:<key>` for rule messages; the HTTP edge translates it into the request's language.
 */
export class DomainError extends Error {
  readonly resultCode: ResultCode;

  constructor(
    readonly code: ResultCodeName,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** Extra envelope fields, e.g. errorCode and ip for a restricted caller. */
    readonly extra: Record<string, string> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'DomainError';
    this.resultCode = ResultCode[code];
  }
}

/** A rule of the contract failed: code 400 with the rule's validation message. */
export function invalidInput(
  ruleKey: string,
  params: Record<string, string | number> = {},
): DomainError {
  return new DomainError('invalidInput', `validation:${ruleKey}`, params);
}

/** The figures a contract rule gives its message (an amount rule's range), as message params. */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  return issue.code === 'custom' ? ((issue.params ?? {}) as Record<string, string | number>) : {};
}

/**
 * A contract rule of the request itself that only the server can apply, because it depends on who
 * asks (a deposit method's range in the member's currency): refused as the wire would refuse it,
 * code 400 with the rule's own message.
 */
export function invalidUnless<T>(rule: z.ZodType<T>, value: unknown): T {
  const result = rule.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalidInput(issue.message, issueParams(issue));
}

/**
 * A contract rule that needs the player's state (a balance, today's quota, a channel's limits)
 * refuses the request: code 1000 with the rule's own message, as the form shows it.
 */
export function refuseUnless<T>(rule: z.ZodType<T>, value: unknown): T {
  const result = rule.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new DomainError('refused', `validation:${issue.message}`, issueParams(issue));
}
