import { endpoints, newPasswordSchema } from '@platform/api-client/contract';
import { filledValues, schemaIssues, type FieldIssue } from '@platform/ui/forms';

export interface LoginPasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;

/**
 * The rules for a new login password (docs/product-rules.md#passwords), as the server judges
 * modifyPassword: the current one given, the new one 8-12 letters and digits, not the username, not
 * the current one again, confirmed.
 */
export function loginPasswordIssues(
  values: Record<string, unknown>,
  username: string,
): FieldIssue[] {
  const filled = filledValues(values, FIELDS);
  const issues = [
    ...schemaIssues(endpoints.modifyPassword.request, filled),
    ...schemaIssues(newPasswordSchema, { ...filled, username }),
  ];
  if (filled.confirmPassword === '')
    issues.unshift({ field: 'confirmPassword', message: 'password.required' });
  if (filled.password !== '' && filled.password === filled.oldPassword)
    issues.push({ field: 'password', message: 'password.sameAsOld' });
  return issues;
}
