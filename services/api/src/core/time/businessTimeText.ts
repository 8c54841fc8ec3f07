import { dateTimeText } from '@platform/api-client/contract';

const MINUTE_MS = 60_000;

/**
 * A moment as players read it in a message or a refusal: the client's date-time style with the
 * offset, e.g. "2026-01-15 12:45 (GMT+8)" (docs/product-rules.md#business-time). Rounded up, so
 * "locked until 12:45" is never too early. Players live in several time zones; the offset says
 * which clock is meant.
 */
export function businessTimeText(at: Date): string {
  const rounded = new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
  return dateTimeText(rounded, { zone: true });
}
