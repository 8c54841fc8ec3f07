import { ResultCode } from '../contract/envelope';

/**
 * What an answer means for the caller, by the answer rules (docs/product-rules.md#answers), applied
 * in this order.
 */
export type AnswerVerdict =
  | { kind: 'success' }
  | { kind: 'unauthorized' }
  | { kind: 'restricted'; ip: string | null }
  /** `errorCode`: a refusal the page answers with a step of its own (CAPTCHA_REQUIRED_ERROR, PASSWORD_CONFIRMATION_REQUIRED). */
  | { kind: 'refused'; code: number; msg: string; errorCode?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Success is `code` 0, or a `captcha` field, or `expectedRebateToday >= 0`; code 401 ends the
 * session; errorCode "403" means the ip is restricted; any other code is a refusal whose `msg` is
 * shown. Returns null when the body is not an answer at all (treated like a network failure).
 */
export function judgeAnswer(body: unknown): AnswerVerdict | null {
  if (!isRecord(body)) return null;
  const { code, captcha, expectedRebateToday, errorCode, ip, msg } = body;
  if (code === ResultCode.ok) return { kind: 'success' };
  if (captcha !== undefined && captcha !== null) return { kind: 'success' };
  if (typeof expectedRebateToday === 'number' && expectedRebateToday >= 0)
    return { kind: 'success' };
  if (code === ResultCode.unauthorized) return { kind: 'unauthorized' };
  if (errorCode === '403') return { kind: 'restricted', ip: typeof ip === 'string' ? ip : null };
  if (typeof code !== 'number') return null;
  return {
    kind: 'refused',
    code,
    msg: typeof msg === 'string' ? msg : '',
    ...(typeof errorCode === 'string' ? { errorCode } : {}),
  };
}
