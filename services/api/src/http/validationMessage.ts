import { serverI18n } from '@platform/i18n/server';
import type { z } from 'zod';
import { DomainError, issueParams } from '../core/errors';

function isKnownRuleKey(key: string): boolean {
  return (
    /^[A-Za-z]+(\.[A-Za-z]+)+$/.test(key) && serverI18n().exists(`validation:${key}`, { lng: 'en' })
  );
}

/**
 * The first problem of a failed request schema, as a translatable error. Contract rules carry their
 * message key; zod's own messages (a missing or mistyped field) become "required"/"invalid" with the
 * field's name, so the player still reads their own language.
 */
export function issueToError(error: z.ZodError): DomainError {
  const issue = error.issues[0];
  if (!issue) return new DomainError('invalidInput', 'invalidRequest');
  if (isKnownRuleKey(issue.message))
    return new DomainError('invalidInput', `validation:${issue.message}`, issueParams(issue));
  const field = issue.path.map(String).join('.') || 'input';
  const fieldLabel = `validation:fields.${String(issue.path[0] ?? 'input')}`;
  const missing =
    issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_union');
  if (missing && isKnownRuleKey(`${field}.required`))
    return new DomainError('invalidInput', `validation:${field}.required`);
  return new DomainError('invalidInput', missing ? 'validation:required' : 'validation:invalid', {
    field: fieldLabel,
  });
}
