import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_RESET_SECONDS, SMS_COUNTDOWN_SECONDS } from '@platform/api-client';

/**
 * The first code counts down from 60 s; a resend counts down from the reset value, 30 s
 * (docs/product-rules.md#verification-codes).
 */
export function countdownSeconds(sentBefore: boolean): number {
  return sentBefore ? SMS_COUNTDOWN_RESET_SECONDS : SMS_COUNTDOWN_SECONDS;
}

/** The resend button's countdown: `start()` after a code was sent; `remaining` 0 means enabled. */
export function useCodeCountdown() {
  const [remaining, setRemaining] = useState(0);
  const sentBefore = useRef(false);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback(() => {
    setRemaining(countdownSeconds(sentBefore.current));
    sentBefore.current = true;
  }, []);
  return { remaining, start };
}
