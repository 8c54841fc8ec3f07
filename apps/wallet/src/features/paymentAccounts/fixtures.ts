import type { BankCard, BlockchainAccount, ThirdPartyAccount } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { recordCalls, server } from '@platform/ui/testing';

export const banks = [
  { bankId: 1, bankCode: 'ICBC', bankName: 'ICBC', logoUrl: null },
  { bankId: 2, bankCode: 'CMB', bankName: 'China Merchants Bank', logoUrl: null },
];

export function bankCard(id: number, overrides: Partial<BankCard> = {}): BankCard {
  return {
    id,
    holderName: '张三',
    cardType: 'savings',
    bankId: 1,
    bankName: 'ICBC',
    cardNumber: `**** **** **** ${String(1000 + id)}`,
    branchAddress: 'Shenzhen Futian',
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export const coinAccount: BlockchainAccount = {
  id: 5,
  alias: 'Cold wallet',
  coinType: 'USDT',
  protocol: 'TRC20',
  address: '****RTv8',
  createdAt: '2026-01-02T03:04:05.000Z',
};

export const alipayAccount: ThirdPartyAccount = {
  id: 9,
  accountType: 'alipay',
  alias: 'My Alipay',
  account: '****8000',
  qrCodeUrl: '/web/upload/file/AAAAAAAAAAAAAAAAAAAAAA',
  platformName: null,
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** A bound third-party account as thirdPartyAccountList answers it; a test says what it is about. */
export function thirdPartyAccount(
  fields: Pick<ThirdPartyAccount, 'id' | 'accountType' | 'alias' | 'account'> &
    Partial<ThirdPartyAccount>,
): ThirdPartyAccount {
  return { qrCodeUrl: null, platformName: null, createdAt: '2026-01-02T03:04:05.000Z', ...fields };
}

/** The bound third-party accounts, and the bind and modify calls answered with `saved`. */
export function serveThirdPartyAccounts(list: ThirdPartyAccount[], saved: ThirdPartyAccount) {
  server.use(answer('thirdPartyAccountList', { thirdPartyAccountList: list }));
  const bind = recordCalls('thirdPartyAccountBind', { thirdPartyAccount: saved });
  const modify = recordCalls('thirdPartyAccountModify', { thirdPartyAccount: saved });
  server.use(bind.handler, modify.handler);
  return { bind, modify };
}
