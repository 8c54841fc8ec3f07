import { useCallback } from 'react';
import { platformApi, useAppDispatch } from '@platform/api-client';

/**
 * Shows at once the venue balance a money answer carries (a round, a ticket, a slip): the one
 * place that writes it into the cached venue balance, without waiting for a refetch
 * (docs/product-rules.md#games). Pass it as `useMoneySubmit`'s `onAnswer`.
 */
export function useVenueBalancePatch(platCode: string) {
  const dispatch = useAppDispatch();
  return useCallback(
    (answer: { venueBalance: number }) => {
      dispatch(
        platformApi.util.updateQueryData('getUserPlatBalance', { platCode }, (draft) => {
          draft.balance = answer.venueBalance;
        }),
      );
    },
    [dispatch, platCode],
  );
}
