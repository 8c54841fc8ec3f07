import type { TFunction } from 'i18next';
import type { FormInstance } from '@platform/ui/forms';

/** A problem with one field: the field and the `validation` message key of the contract rule. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** What a contract schema offers (zod's safeParse), without importing zod here. */
export interface ContractSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** The issues of a whole-object contract schema (a request, a rule over several fields). */
export function schemaIssues(schema: ContractSchema, values: unknown): FieldIssue[] {
  return (schema.safeParse(values).error?.issues ?? []).map((issue) => ({
    field: String(issue.path[0] ?? ''),
    message: issue.message,
  }));
}

/** Untouched fields read as empty text, so a rule says "please enter", not "invalid type". */
export function filledValues(values: Record<string, unknown>, fields: readonly string[]) {
  const filled: Record<string, unknown> = { ...values };
  for (const field of fields) filled[field] ??= '';
  return filled;
}

/** A rule message in the player's language; a key the locale lacks reads as "invalid". */
export function issueMessage(message: string, t: TFunction): string {
  return t(`validation:${message}`, { defaultValue: '' }) || t('account:settings.form.invalid');
}

/**
 * A form rule for one field, judged on the whole form by `issuesOf` (the contract rules of the call
 * the form sends): the form says what the server would say, and a confirmation is compared with
 * the field it confirms.
 */
export function fieldRule(
  field: string,
  form: FormInstance,
  t: TFunction,
  issuesOf: (values: Record<string, unknown>) => FieldIssue[],
) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const values = { ...(form.getFieldsValue(true) as Record<string, unknown>), [field]: value };
      const issue = issuesOf(values).find((i) => i.field === field);
      if (issue) throw new Error(issueMessage(issue.message, t));
    },
  };
}
