import { routePath } from '@platform/routes';

/** Spec 3: the payment accounts a player manages, in the order the account page shows them. */
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

/** The page that adds (and, with `?id=`, modifies) each kind: the legacy routes of spec 2. */
export const ACCOUNT_FORM_PATHS: Record<AccountKind, string> = {
  bankCard: routePath('addBankCard'),
  virtualCoin: routePath('addVirtualCoin'),
  alipay: routePath('addAlipay'),
  wechat: routePath('addWechat'),
  ebpay: routePath('addEbpay'),
  koipay: routePath('addKoipay'),
  generic: routePath('addGeneric'),
};

/**
 * Withdrawal targets: the contract asks for the payment password to bind or modify them, so the
 * player must have set one first (spec 5 "binding some accounts"). Alipay, WeChat and generic
 * accounts are not withdrawal targets and need none.
 */
const KINDS_NEEDING_PAY_PASSWORD: readonly AccountKind[] = [
  'bankCard',
  'virtualCoin',
  'ebpay',
  'koipay',
];

export function needsPayPassword(kind: AccountKind): boolean {
  return KINDS_NEEDING_PAY_PASSWORD.includes(kind);
}

export function isAccountKind(value: string | null | undefined): value is AccountKind {
  return (ACCOUNT_KINDS as readonly string[]).includes(value ?? '');
}
