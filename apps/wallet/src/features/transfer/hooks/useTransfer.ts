import { useCallback, useEffect, useRef } from 'react';
import {
  platformApi,
  useAppDispatch,
  useConvertMoneyMutation,
  type Fen,
} from '@platform/api-client';
import { useAttemptKey } from '@platform/ui';
import { PENDING_TRANSFER_REFRESH_MS, type TransferDirection } from '../rules';

/**
 * A transfer between the central wallet and a venue (convertMoney). The call itself refreshes the
 * balances (its tags); when the venue has not answered yet (`pending`) they are refreshed again a
 * few seconds later, when the transfer has been completed or voided.
 */
export function useTransfer() {
  const dispatch = useAppDispatch();
  const [convert, { isLoading }] = useConvertMoneyMutation();
  const attempt = useAttemptKey();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const transfer = useCallback(
    async (platCode: string, direction: TransferDirection, amount: Fen) => {
      const result = await convert({ platCode, direction, amount, idempotencyKey: attempt.take() });
      attempt.settle(result.error);
      if (result.data?.status === 'pending') {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(
          () =>
            dispatch(platformApi.util.invalidateTags(['Balance', 'VenueBalances', 'Transactions'])),
          PENDING_TRANSFER_REFRESH_MS,
        );
      }
      return result.data ?? null;
    },
    [convert, attempt, dispatch],
  );
  return { transfer, isLoading };
}
