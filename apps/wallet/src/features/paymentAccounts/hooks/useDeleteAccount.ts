import {
  useBankCardDeleteMutation,
  useBlockchainAccountDeleteMutation,
  useThirdPartyAccountDeleteMutation,
} from '@platform/api-client';
import type { AccountKind } from '../accountKinds';

/** Unbinds one account through the list it lives in; resolves true when the server agreed. */
export function useDeleteAccount(kind: AccountKind) {
  const [deleteCard, card] = useBankCardDeleteMutation();
  const [deleteCoin, coin] = useBlockchainAccountDeleteMutation();
  const [deleteThird, third] = useThirdPartyAccountDeleteMutation();
  const remove = async (id: number) => {
    const call =
      kind === 'bankCard' ? deleteCard : kind === 'virtualCoin' ? deleteCoin : deleteThird;
    const result = await call({ id });
    return result.error === undefined;
  };
  return { remove, isLoading: card.isLoading || coin.isLoading || third.isLoading };
}
