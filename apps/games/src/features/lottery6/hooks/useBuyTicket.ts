import { useCallback, useRef } from 'react';
import {
  platformApi,
  useAppDispatch,
  useBuyLottery6TicketMutation,
  type Lottery6BetInput,
} from '@platform/api-client';
import { useMoneySubmit } from '@platform/ui';

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
  const dispatch = useAppDispatch();
  const [buy] = useBuyLottery6TicketMutation();
  const send = useCallback(
    (purchase: Purchase, idempotencyKey: string) => buy({ ...purchase, idempotencyKey }),
    [buy],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const busy = useRef(false);

  const once = useCallback(
    async (run: () => ReturnType<typeof submit>) => {
      if (busy.current) return null;
      busy.current = true;
      try {
        const answer = await run();
        if (answer)
          dispatch(
            platformApi.util.updateQueryData('getUserPlatBalance', { platCode }, (draft) => {
              draft.balance = answer.venueBalance;
            }),
          );
        return answer;
      } finally {
        busy.current = false;
      }
    },
    [dispatch, platCode],
  );

  return {
    buy: useCallback((purchase: Purchase) => once(() => submit(purchase)), [once, submit]),
    retry: useCallback(() => once(retry), [once, retry]),
    sending,
    outcomeUnknown,
  };
}
