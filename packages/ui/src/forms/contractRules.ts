import type { FormInstance } from 'antd-mobile/es/components/form';
import type { TFunction } from '@platform/i18n';

/** One problem a contract schema found: where, its `validation` message key, the values it shows. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** A rule's own figures for its message (an amount rule's minimum and maximum). */
  readonly params?: Record<string, unknown> | undefined;
}

/** What a contract schema offers (zod's safeParse), so that callers need not import zod. */
export interface ContractSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
}

/** A problem with one field of a form: the field, the message key and the message's values. */
export interface FieldIssue {
  field: string;
  message: string;
  params?: Record<string, unknown> | undefined;
}

/** A kit form rule (antd-mobile's `rules` entry). */
export interface FormRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * A schema or check that is downloaded when the form is first used rather than with the page (zod
 * and the endpoint list stay off a first screen); made by `lazy`.
 */
export interface Lazy<T> {
  readonly load: () => Promise<T>;
}

/**
 * A schema or check loaded on first use: `load` runs once, on the first validation (or a `load()`
 * call to start it early), and every rule awaits the same promise. A rule that runs before it has
 * arrived waits for it.
 */
export function lazy<T>(loader: () => Promise<T>): Lazy<T> {
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= loader();
      return loading;
    },
  };
}

function isLazy<T>(value: T | Lazy<T>): value is Lazy<T> {
  return typeof value === 'object' && value !== null && 'load' in value;
}

/** The schema or check itself, once it has arrived. */
async function arrived<T>(value: T | Lazy<T>): Promise<T> {
  return isLazy(value) ? value.load() : value;
}

/** The message of a rule when the locale has none of its own. */
const FALLBACK_MESSAGE = 'validation:checkField';

/** The issues of a schema for a value (a field's value, a whole request), each with its field. */
export function schemaIssues(schema: ContractSchema, value: unknown): FieldIssue[] {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => ({
    field: String(issue.path[0] ?? ''),
    message: issue.message,
    params: issue.params,
  }));
}

/** Untouched fields read as empty text, so a rule says "please enter", not "invalid type". */
export function filledValues(values: Record<string, unknown>, fields: readonly string[]) {
  const filled: Record<string, unknown> = { ...values };
  for (const field of fields) filled[field] ??= '';
  return filled;
}

/**
 * A rule's message in the player's language, with the rule's figures; a key the locale lacks (zod's
 * own messages) reads as `fallback`, by default "please check this field".
 */
export function issueMessage(
  issue: Pick<FieldIssue, 'message' | 'params'>,
  t: TFunction,
  fallback: string = FALLBACK_MESSAGE,
): string {
  return t(`validation:${issue.message}`, { ...issue.params, defaultValue: '' }) || t(fallback);
}

/** The first problem of a check (a field's value, a rule over several fields), translated; or null. */
export function firstIssue(
  schema: ContractSchema,
  value: unknown,
  t: TFunction,
): { field: string; message: string } | null {
  const issue = schemaIssues(schema, value)[0];
  return issue ? { field: issue.field, message: issueMessage(issue, t) } : null;
}

/**
 * A form rule that checks a field's value with a contract schema, so the form says what the server
 * would. `optional`: an empty field passes (the rule checks what is filled in). The schema may be
 * `lazy`: it is loaded on the first validation.
 */
export function schemaRule(
  schema: ContractSchema | Lazy<ContractSchema>,
  t: TFunction,
  { optional = false, fallback = FALLBACK_MESSAGE } = {},
): FormRule {
  return {
    validator: async (_rule, value) => {
      if (optional && (value === undefined || (typeof value === 'string' && value.trim() === '')))
        return;
      const issue = schemaIssues(await arrived(schema), value)[0];
      if (issue) throw new Error(issueMessage(issue, t, fallback));
    },
  };
}

/** How a whole form is judged: the request schema of the call it sends, or the form's own rules. */
export type FormCheck = ContractSchema | ((values: Record<string, unknown>) => FieldIssue[]);

/**
 * A form rule for one field, judged on the whole form: by the request schema of the call the form
 * sends (a rule is never written twice, a confirmation is compared with what it confirms), or by
 * a function over the values. `fixed` adds the values the form does not show (the account type, a
 * channel's protocol); `fallback` is the message for a key the locale lacks. The check may be
 * `lazy`: it is loaded on the first validation.
 */
export function fieldRule(
  field: string,
  form: FormInstance,
  t: TFunction,
  check: FormCheck | Lazy<FormCheck>,
  { fixed = {} as Record<string, unknown>, fallback = FALLBACK_MESSAGE } = {},
): FormRule {
  return {
    validator: async (_rule, value) => {
      const judge = await arrived(check);
      const values = {
        ...(form.getFieldsValue(true) as Record<string, unknown>),
        ...fixed,
        [field]: value,
      };
      const issues = typeof judge === 'function' ? judge(values) : schemaIssues(judge, values);
      const issue = issues.find((i) => i.field === field);
      if (issue) throw new Error(issueMessage(issue, t, fallback));
    },
  };
}
