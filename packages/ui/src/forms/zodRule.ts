import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Turns a contract schema (spec section 5) into a kit form rule, so a form checks exactly what the
 * server checks; the message keys translate through the `validation` namespace.
 */
export function zodRule(schema: z.ZodType, t: TFunction) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success)
        throw new Error(t(`validation:${result.error.issues[0]?.message ?? 'invalid'}`));
    },
  };
}

/** The first translated message of a whole-object check (e.g. the password confirmation), or null. */
export function firstIssue(
  schema: z.ZodType,
  value: unknown,
  t: TFunction,
): { field: string; message: string } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: String(issue.path[0] ?? ''), message: t(`validation:${issue.message}`) };
}
