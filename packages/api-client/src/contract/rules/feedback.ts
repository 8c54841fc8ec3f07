import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS, FEEDBACK_ORDER_MAX_AGE_DAYS } from '../constants';

/** Spec 5: the feedback description is 20-200 characters. */
export const feedbackDescriptionSchema = z
  .string({ error: 'feedback.description' })
  .trim()
  .min(FEEDBACK_MIN_CHARS, { error: 'feedback.description' })
  .max(FEEDBACK_MAX_CHARS, { error: 'feedback.description' });

/** Spec 5: a related order must be from the last 7 days. */
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
