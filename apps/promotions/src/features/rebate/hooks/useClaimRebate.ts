import { useCallback, useState } from 'react';
import { useDoUserBackwaterMutation } from '@platform/api-client';
import { useMoneySubmit } from '@platform/ui';
import { claimOutcome, type ClaimOutcome } from '../rebateRules';

/**
 * Claims today's rebate (docs/product-rules.md#vip) as a money submit: one call at a time, a second
 * tap while one is on its way sends nothing (the call has no key; the server pays a day's rebate
 * once). The answer says what was credited, or that nothing was due yet; the call's tags refresh
 * today's rebate, the balance and the records. A refusal is the server's message in the shell's
 * toast. No answer leaves the result unknown, and trying again is safe: the server pays one claim a
 * day, so a retry of a claim that did arrive credits 0 and today's rebate then shows the day's claim.
 */
export function useClaimRebate() {
  const [call] = useDoUserBackwaterMutation();
  const send = useCallback(() => call(), [call]);
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const settle = useCallback(async (run: () => ReturnType<typeof submit>) => {
    setOutcome(null);
    const data = await run();
    if (data) setOutcome(claimOutcome(data));
  }, []);
  return {
    claim: useCallback(() => settle(() => submit(undefined)), [settle, submit]),
    retry: useCallback(() => settle(retry), [settle, retry]),
    sending,
    outcome,
    outcomeUnknown,
  };
}
