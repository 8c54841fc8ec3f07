/** The wallet's routes (owned here, listed in the shell's route table) and the few it links to elsewhere. */
export const WALLET_PATHS = {
  cards: '/pages/cards/index',
  accountDetail: '/pages/cards/bankDetail',
  addBankCard: '/pages/cards/addBankCards',
  addAlipay: '/pages/cards/addAlipay',
  addWechat: '/pages/cards/addWX',
  addVirtualCoin: '/pages/cards/addVirtualCoin',
  addEbpay: '/pages/cards/addEBPayAcount',
  addKoipay: '/pages/cards/addKOIpayAcount',
  addGeneric: '/pages/cards/addThreeAcount',
  transactions: '/pages/transaction/transaction',
  transactionDetail: '/pages/transaction/detail',
  deposit: '/pages/finance/myDeposit',
  depositInfo: '/pages/finance/depositInfo',
  depositOrders: '/pages/finance/information',
  payPage: '/pages/finance/iframWeb',
  transfer: '/pages/finance/transfer',
  withdraw: '/pages/finance/withDraw',
  venueBalances: '/pages/game/gameMoney',
} as const;

/** Pages of the account area the wallet sends players to (settings). */
export const SETTINGS_PATHS = {
  payPassword: '/pages/system/secondaryPassword',
  bindPhone: '/pages/system/setPhone',
} as const;

/** The support area's customer service, where a blocked withdrawal sends the player (spec 8). */
export const SUPPORT_PATHS = {
  customerService: '/pages/connect/connect',
} as const;

/** A path with its query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
