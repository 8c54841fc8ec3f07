import { useState } from 'react';
import { platformApi, useAppDispatch, useLazyGetUserPlatBalanceQuery } from '@platform/api-client';

/**
 * Asks one venue for the player's balance (getUserPlatBalance) and writes the answer into the
 * venue list already on screen, so the list stays the one place the balances are read from.
 */
export function useRefreshVenueBalance() {
  const dispatch = useAppDispatch();
  const [fetchOne] = useLazyGetUserPlatBalanceQuery();
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const refresh = async (platCode: string) => {
    setRefreshing(platCode);
    const { data } = await fetchOne({ platCode });
    setRefreshing(null);
    if (!data) return;
    dispatch(
      platformApi.util.updateQueryData('getTransWalletBalanceInfo', undefined, (draft) => {
        const venue = draft.venueBalanceList.find((v) => v.platCode === platCode);
        if (!venue) return;
        venue.balance = data.balance;
        venue.maintenance = data.maintenance;
        venue.locked = data.locked;
      }),
    );
  };
  return { refresh, refreshing };
}
