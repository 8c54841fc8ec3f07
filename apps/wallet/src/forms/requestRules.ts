import type { TFunction } from 'i18next';
import type { FormInstance } from '@platform/ui/forms';

/** What a contract request schema offers (zod's safeParse), without importing zod here. */
export interface RequestSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
  };
}

/** The validation message of an issue; rules without a message key of their own use `fallback`. */
export function issueMessage(message: string, t: TFunction, fallback: string): string {
  const key = `validation:${message}`;
  return t(key, { defaultValue: '' }) || t(fallback);
}

/**
 * A form rule for one field, checked with the whole request schema of the call the form sends: the
 * form says exactly what the server would say, and a rule is never written twice. `fixed` adds the
 * values the form does not show (the account type, the protocol of a channel).
 */
export function requestFieldRule(
  schema: RequestSchema,
  field: string,
  form: FormInstance,
  t: TFunction,
  { fallback = 'wallet:form.invalid', fixed = {} as Record<string, unknown> } = {},
) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const values = { ...form.getFieldsValue(true), ...fixed, [field]: value };
      const issue = schema
        .safeParse(values)
        .error?.issues.find((i) => String(i.path[0] ?? '') === field);
      if (issue) throw new Error(issueMessage(issue.message, t, fallback));
    },
  };
}
