import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS, FEEDBACK_ORDER_MAX_AGE_DAYS } from '../constants';

/** The feedback description is 20-200 characters (docs/product-rules.md#feedback). */
export const feedbackDescriptionSchema = z
  .string({ error: 'feedback.description' })
  .trim()
  .min(FEEDBACK_MIN_CHARS, { error: 'feedback.description' })
  .max(FEEDBACK_MAX_CHARS, { error: 'feedback.description' });

/** A related order must be from the last 7 days (docs/product-rules.md#feedback). */
export function feedbackOrderTimeSchema(now: Date) {
  const earliest = now.getTime() - FEEDBACK_ORDER_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  return z.string().refine(
    (iso) => {
      const t = Date.parse(iso);
      return !Number.isNaN(t) && t >= earliest && t <= now.getTime();
    },
    { error: 'feedback.orderTooOld' },
  );
}
