import { useCallback, useEffect, useRef } from 'react';
import {
  platformApi,
  useAppDispatch,
  useConvertMoneyMutation,
  type Fen,
} from '@platform/api-client';
import { useMoneySubmit } from './useMoneySubmit';

/** Which way a venue transfer goes (the call's `direction`). */
export type VenueTransferDirection = 'toVenue' | 'toCentral';

/** convertMoney answered `pending` (the venue has not answered yet): look again this much later. */
export const PENDING_TRANSFER_REFRESH_MS = 3_000;

interface TransferArgs {
  platCode: string;
  direction: VenueTransferDirection;
  amount: Fen;
}

/**
 * A transfer between the central wallet and a venue (convertMoney), for the wallet's transfer
 * page and the games' top-up sheet (docs/product-rules.md#transfers). The call itself refreshes
 * the balances (its tags); when the venue has not answered yet (`pending`) they are refreshed
 * again a few seconds later, when the transfer has been completed or voided. A network failure
 * leaves the result unknown: `retry` resends the same transfer with the same key.
 */
export function useVenueTransfer() {
  const dispatch = useAppDispatch();
  const [convert] = useConvertMoneyMutation();
  const send = useCallback(
    (args: TransferArgs, idempotencyKey: string) => convert({ ...args, idempotencyKey }),
    [convert],
  );
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onAnswer = useCallback(
    (data: { status: string }) => {
      if (data.status !== 'pending') return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () =>
          dispatch(platformApi.util.invalidateTags(['Balance', 'VenueBalances', 'Transactions'])),
        PENDING_TRANSFER_REFRESH_MS,
      );
    },
    [dispatch],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send, { onAnswer });
  const transfer = useCallback(
    (platCode: string, direction: VenueTransferDirection, amount: Fen) =>
      submit({ platCode, direction, amount }),
    [submit],
  );
  return { transfer, retry, sending, outcomeUnknown };
}
