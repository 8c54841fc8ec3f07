import {
  useGetTransWalletBalanceInfoQuery,
  useGetUserTransInfoQuery,
  type UserBalanceMap,
} from '@platform/api-client';

const NO_BALANCE: UserBalanceMap = { centralWallet: 0, lockWallet: 0, welfareWallet: 0, total: 0 };

/**
 * The transfer page's state: the player's wallets, auto-transfer mode and venue locks
 * (getUserTransInfo) with every venue balance (getTransWalletBalanceInfo). Both provide the
 * balance tags, so a transfer or a recovery refreshes them.
 */
export function useWalletState() {
  const info = useGetUserTransInfoQuery();
  const venues = useGetTransWalletBalanceInfoQuery();
  return {
    balances: info.data?.userBalanceMap ?? NO_BALANCE,
    autoTransfer: info.data?.autoTransfer ?? false,
    locks: info.data?.venueLockList ?? [],
    venues: venues.data?.venueBalanceList ?? [],
    isLoading: info.isLoading || venues.isLoading,
    isError: info.isError || venues.isError,
    refetch: () => {
      void info.refetch();
      void venues.refetch();
    },
  };
}
