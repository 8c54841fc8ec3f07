import {
  MAX_BANK_CARDS,
  useBankCardListQuery,
  useBlockchainAccountListQuery,
  useThirdPartyAccountListQuery,
  type BankCard,
  type BlockchainAccount,
  type ThirdPartyAccount,
} from '@platform/api-client';
import type { AccountKind, ThirdPartyKind } from '../accountKinds';

/** One bound account of any kind, as the list and the detail page read it. */
export type PaymentAccount =
  | { kind: 'bankCard'; id: number; card: BankCard }
  | { kind: 'virtualCoin'; id: number; coin: BlockchainAccount }
  | { kind: ThirdPartyKind; id: number; thirdParty: ThirdPartyAccount };

const THIRD_PARTY_KIND: Record<ThirdPartyAccount['accountType'], ThirdPartyKind> = {
  alipay: 'alipay',
  wechat: 'wechat',
  ebpay: 'ebpay',
  koipay: 'koipay',
  generic: 'generic',
};

/**
 * The bound accounts of one kind. Bank cards, virtual-coin and third-party accounts are three lists
 * on the server; only the one this kind lives in is fetched.
 */
export function useAccounts(kind: AccountKind) {
  const bank = useBankCardListQuery(undefined, { skip: kind !== 'bankCard' });
  const coin = useBlockchainAccountListQuery(undefined, { skip: kind !== 'virtualCoin' });
  const third = useThirdPartyAccountListQuery(undefined, {
    skip: kind === 'bankCard' || kind === 'virtualCoin',
  });
  const query = kind === 'bankCard' ? bank : kind === 'virtualCoin' ? coin : third;

  let accounts: PaymentAccount[];
  if (kind === 'bankCard') {
    accounts = (bank.data?.bankCardList ?? []).map((card) => ({ kind, id: card.id, card }));
  } else if (kind === 'virtualCoin') {
    accounts = (coin.data?.blockchainAccountList ?? []).map((c) => ({ kind, id: c.id, coin: c }));
  } else {
    accounts = (third.data?.thirdPartyAccountList ?? [])
      .filter((a) => THIRD_PARTY_KIND[a.accountType] === kind)
      .map((a) => ({ kind, id: a.id, thirdParty: a }));
  }
  const maxCount = kind === 'bankCard' ? (bank.data?.maxBankCards ?? MAX_BANK_CARDS) : null;

  return {
    accounts,
    /** Only bank cards have a limit (up to 10: docs/product-rules.md#payment-accounts). */
    maxCount,
    limitReached: maxCount !== null && accounts.length >= maxCount,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** One account by kind and id (the detail page and the modify form), once the list is there. */
export function useAccount(kind: AccountKind, id: number | null) {
  const list = useAccounts(kind);
  return { ...list, account: list.accounts.find((a) => a.id === id) ?? null };
}
