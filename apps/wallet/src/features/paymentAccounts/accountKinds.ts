import { ROUTES, type RouteName } from '@platform/routes';

/**
 * The payment accounts a player manages, in the order the account page shows them
 * (docs/product-rules.md#payment-accounts).
 */
export const ACCOUNT_KINDS = [
  'bankCard',
  'virtualCoin',
  'alipay',
  'wechat',
  'ebpay',
  'koipay',
  'generic',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type ThirdPartyKind = Exclude<AccountKind, 'bankCard' | 'virtualCoin'>;

/** The page that adds (and, with `?id=`, modifies) each kind (docs/product-rules.md#routes). */
export const ACCOUNT_FORM_ROUTES = {
  bankCard: 'addBankCard',
  virtualCoin: 'addVirtualCoin',
  alipay: 'addAlipay',
  wechat: 'addWechat',
  ebpay: 'addEbpay',
  koipay: 'addKoipay',
  generic: 'addGeneric',
} as const satisfies Record<AccountKind, RouteName>;

/**
 * Withdrawal targets ask for the payment password to bind or modify them, so the player must have
 * set one first: the route table says which forms require it (Alipay, WeChat and generic accounts
 * receive no withdrawals and need none; docs/product-rules.md#payment-accounts).
 */
export function needsPayPassword(kind: AccountKind): boolean {
  return ROUTES[ACCOUNT_FORM_ROUTES[kind]].requires === 'payPassword';
}

export function isAccountKind(value: string | null | undefined): value is AccountKind {
  return (ACCOUNT_KINDS as readonly string[]).includes(value ?? '');
}
