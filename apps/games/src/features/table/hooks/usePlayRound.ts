import { useCallback } from 'react';
import { useMoneySubmit, useVenueBalancePatch, type SendResult } from '@platform/ui';
import type { PlayAnswer } from '../types';

/**
 * One round of an in-house game: the stake leaves the venue wallet, so it is a money submit (an
 * attempt key; no answer leaves the outcome unknown and `retry` resends the same round with the
 * same key, which the venue applies once, docs/product-rules.md#money). A second tap while a
 * round is on its way sends nothing. The answer's venue balance is shown at once.
 */
export function usePlayRound<Bets>(
  platCode: string,
  play: (args: { bets: Bets; idempotencyKey: string }) => Promise<SendResult<PlayAnswer>>,
) {
  const send = useCallback(
    (bets: Bets, idempotencyKey: string) => play({ bets, idempotencyKey }),
    [play],
  );
  const onAnswer = useVenueBalancePatch(platCode);
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send, { onAnswer });
  return { deal: submit, retry, sending, outcomeUnknown };
}
