import { useGetWithdrawExtraRuleQuery, useGetWithdrawMethodQuery } from '@platform/api-client';

/**
 * What the withdraw page needs before the form: methods, today's quota, every gate that blocks a
 * withdrawal now (an open order among them: docs/product-rules.md#withdrawals) and the extra of
 * each scheduled window.
 */
export function useWithdrawInfo() {
  const methods = useGetWithdrawMethodQuery();
  const extras = useGetWithdrawExtraRuleQuery();
  return {
    info: methods.data,
    extraRules: extras.data?.extraRuleList ?? [],
    isLoading: methods.isLoading || extras.isLoading,
    isError: methods.isError || extras.isError,
    refetch: () => {
      void methods.refetch();
      void extras.refetch();
    },
  };
}
