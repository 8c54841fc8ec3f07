import type { LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { z } from 'zod';
import { issueParams } from '../../src/core/errors';

/** What a contract rule says of a value in a language: the form's message, the server's answer. */
export function ruleMessage(lang: LanguageKey, rule: z.ZodType, value: unknown): string {
  const issue = rule.safeParse(value).error?.issues[0];
  if (!issue) throw new Error(`the rule accepts ${String(value)}`);
  return translate(lang, `validation:${issue.message}`, issueParams(issue));
}
