import { useCallback } from 'react';
import { useBuyLottery6TicketMutation, type Lottery6BetInput } from '@platform/api-client';
import { useMoneySubmit, useVenueBalancePatch } from '@platform/ui';

interface Purchase {
  drawKey: string;
  bets: Lottery6BetInput[];
}

/**
 * Buying a ticket is a money submit (docs/product-rules.md#money): an attempt key, no answer leaves
 * the outcome unknown and `retry` resends the same ticket with the same key, which the venue
 * applies once. A second tap while one is on its way sends nothing; the venue balance the answer
 * carries is shown at once.
 */
export function useBuyTicket(platCode: string) {
  const [buy] = useBuyLottery6TicketMutation();
  const send = useCallback(
    (purchase: Purchase, idempotencyKey: string) => buy({ ...purchase, idempotencyKey }),
    [buy],
  );
  const onAnswer = useVenueBalancePatch(platCode);
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send, { onAnswer });
  return { buy: submit, retry, sending, outcomeUnknown };
}
