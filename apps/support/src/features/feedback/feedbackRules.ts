import { FEEDBACK_MIN_CHARS } from '@platform/api-client';

/** The dictionary of question types (getSysDictionary), labels in the request language. */
export const QUESTION_TYPE_DICTIONARY = 'feedback_question_type';

/**
 * How many more characters the description needs to reach the minimum (0 once it has them;
 * docs/product-rules.md#feedback).
 */
export function charactersMissing(description: string): number {
  return Math.max(0, FEEDBACK_MIN_CHARS - description.trim().length);
}

/** The first line of a description, for the list's rows. */
export function firstLine(description: string): string {
  return description.trim().split(/\r?\n/, 1)[0] ?? '';
}
