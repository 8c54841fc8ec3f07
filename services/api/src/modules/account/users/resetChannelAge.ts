import { businessTimeText } from '../../../core/time';
import { DomainError } from '../../../core/errors';
import type { UserRecord } from '../../../core/auth';

/**
 * A phone or e-mail resets the password only once it has been bound this long
 * (docs/decisions-api.md#account-takeover): someone holding a stolen session who binds their own
 * e-mail cannot reset the password through it (and sign the owner out) before the owner, told on
 * every channel they had, can act.
 */
export const RESET_CHANNEL_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** Refuses a reset through a channel bound less than RESET_CHANNEL_MIN_AGE_MS ago, saying until when. */
export function refuseNewlyBoundChannel(
  user: UserRecord,
  verifyType: 'phone' | 'email',
  now: Date,
): void {
  const boundAt = verifyType === 'phone' ? user.mobileBoundAt : user.emailBoundAt;
  if (!boundAt) return;
  const usableFrom = new Date(boundAt.getTime() + RESET_CHANNEL_MIN_AGE_MS);
  if (usableFrom <= now) return;
  throw new DomainError(
    'refused',
    verifyType === 'phone' ? 'resetPhoneTooNew' : 'resetEmailTooNew',
    { until: businessTimeText(usableFrom) },
  );
}
