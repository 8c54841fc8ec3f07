import {
  useCheckIsQuickWithdrawQuery,
  useGetWithdrawExtraRuleQuery,
  useGetWithdrawMethodQuery,
} from '@platform/api-client';

/**
 * What the withdraw page needs before the form: methods and today's quota, whether an order is
 * still open (it blocks a new one: docs/product-rules.md#withdrawals) and the extra of each
 * scheduled window.
 */
export function useWithdrawInfo() {
  const methods = useGetWithdrawMethodQuery();
  const status = useCheckIsQuickWithdrawQuery();
  const extras = useGetWithdrawExtraRuleQuery();
  return {
    info: methods.data,
    pendingOrderNo: status.data?.pendingOrderNo ?? null,
    extraRules: extras.data?.extraRuleList ?? [],
    isLoading: methods.isLoading || status.isLoading || extras.isLoading,
    isError: methods.isError || status.isError || extras.isError,
    refetch: () => {
      void methods.refetch();
      void status.refetch();
      void extras.refetch();
    },
  };
}
