import { useCallback, useRef, useState } from 'react';
import { useDoUserBackwaterMutation } from '@platform/api-client';
import { isNetworkFailure } from '@platform/ui';
import { claimOutcome, type ClaimOutcome } from '../rebateRules';

/**
 * Claims today's rebate (docs/product-rules.md#vip): one call at a time, a second tap while one is
 * on its way sends nothing (the call has no key; the server pays a day's rebate once). The answer
 * says what was credited, or that nothing was due yet; the call's tags refresh today's rebate, the
 * balance and the records. A refusal is the server's message in the shell's toast. No answer leaves
 * the result unknown, and trying again is safe: the server pays one claim a day, so a retry of a
 * claim that did arrive credits 0 and today's rebate then shows the day's claim.
 */
export function useClaimRebate() {
  const [call] = useDoUserBackwaterMutation();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const [outcomeUnknown, setOutcomeUnknown] = useState(false);
  const claim = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setOutcome(null);
    setOutcomeUnknown(false);
    try {
      const result = await call();
      if (result.data) setOutcome(claimOutcome(result.data));
      else if (isNetworkFailure(result.error)) setOutcomeUnknown(true);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [call]);
  return { claim, sending, outcome, outcomeUnknown };
}
