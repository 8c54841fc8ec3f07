import { useCallback, useEffect, useRef } from 'react';
import {
  platformApi,
  useAppDispatch,
  useConvertMoneyMutation,
  type Fen,
} from '@platform/api-client';
import { useMoneySubmit } from '@platform/ui';
import { PENDING_TRANSFER_REFRESH_MS, type TransferDirection } from '../rules';

interface TransferArgs {
  platCode: string;
  direction: TransferDirection;
  amount: Fen;
}

/**
 * A transfer between the central wallet and a venue (convertMoney). The call itself refreshes the
 * balances (its tags); when the venue has not answered yet (`pending`) they are refreshed again a
 * few seconds later, when the transfer has been completed or voided. A network failure leaves the
 * result unknown: `retry` resends the same transfer with the same key.
 */
export function useTransfer() {
  const dispatch = useAppDispatch();
  const [convert] = useConvertMoneyMutation();
  const send = useCallback(
    (args: TransferArgs, idempotencyKey: string) => convert({ ...args, idempotencyKey }),
    [convert],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const settle = useCallback(
    <T extends { status: string } | null>(data: T) => {
      if (data?.status === 'pending') {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(
          () =>
            dispatch(platformApi.util.invalidateTags(['Balance', 'VenueBalances', 'Transactions'])),
          PENDING_TRANSFER_REFRESH_MS,
        );
      }
      return data;
    },
    [dispatch],
  );
  const transfer = useCallback(
    async (platCode: string, direction: TransferDirection, amount: Fen) =>
      settle(await submit({ platCode, direction, amount })),
    [submit, settle],
  );
  const retryTransfer = useCallback(async () => settle(await retry()), [retry, settle]);
  return { transfer, retry: retryTransfer, isLoading: sending, outcomeUnknown };
}
