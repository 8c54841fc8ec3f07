import { ResultCode } from '@platform/api-client/contract';

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
