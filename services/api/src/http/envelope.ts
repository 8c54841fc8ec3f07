import { ResultCode } from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { DomainError } from '../core/errors';

/** HTTP mirrors the result code where one exists; success and business refusals travel as 200. */
export function httpStatusFor(code: number): number {
  return code === ResultCode.ok || code === ResultCode.refused
    ? 200
    : code >= 400 && code < 600
      ? code
      : 200;
}

export type EnvelopeBody = { code: number; msg: string } & Record<string, unknown>;

/** Params that are themselves message keys (a field's label) are translated first. */
function translateParams(
  lang: LanguageKey,
  params: Record<string, string | number>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] =
      typeof value === 'string' && value.startsWith('validation:fields.')
        ? translate(lang, value, { defaultValue: value.slice('validation:fields.'.length) })
        : value;
  }
  return out;
}

export function errorBody(lang: LanguageKey, error: DomainError): EnvelopeBody {
  return {
    code: error.resultCode,
    msg: translate(lang, error.messageKey, translateParams(lang, error.params)),
    ...error.extra,
  };
}

export function successBody(lang: LanguageKey, payload: object): EnvelopeBody {
  return { code: ResultCode.ok, msg: translate(lang, 'success'), ...payload };
}
