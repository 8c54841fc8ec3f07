import { describe, expect, it } from 'vitest';
import { endpoints } from '@platform/api-client/contract';
import type { ContractSchema } from '@platform/ui/forms';
import { ACCOUNT_KINDS, isAccountKind, needsPayPassword, type AccountKind } from './accountKinds';

/** A complete bind request of each kind, without the payment password. */
const BIND: Record<AccountKind, [ContractSchema, Record<string, unknown>]> = {
  bankCard: [
    endpoints.bankCardBind.request,
    {
      holderName: '张三',
      cardType: 'savings',
      bankId: 1,
      cardNumber: '4111111111111111',
      branchAddress: 'Futian',
    },
  ],
  virtualCoin: [
    endpoints.blockchainAccountBind.request,
    {
      alias: 'Cold',
      coinType: 'USDT',
      protocol: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      mobile: '13800138000',
      smsCode: '123456',
    },
  ],
  alipay: [
    endpoints.thirdPartyAccountBind.request,
    { accountType: 'alipay', alias: 'A', account: '13800138000', qrCodeUrl: '/web/upload/file/x' },
  ],
  wechat: [
    endpoints.thirdPartyAccountBind.request,
    { accountType: 'wechat', alias: 'W', account: 'wx01', qrCodeUrl: '/web/upload/file/x' },
  ],
  ebpay: [
    endpoints.thirdPartyAccountBind.request,
    { accountType: 'ebpay', alias: 'E', account: 'eb123456789012345' },
  ],
  koipay: [
    endpoints.thirdPartyAccountBind.request,
    { accountType: 'koipay', alias: 'K', account: 'kb123456789012345' },
  ],
  generic: [
    endpoints.thirdPartyAccountBind.request,
    { accountType: 'generic', alias: 'G', platformName: 'OKPay', account: 'ok01' },
  ],
};

describe('which accounts need the payment password', () => {
  it('asks it for the withdrawal targets only', () => {
    expect(ACCOUNT_KINDS.filter(needsPayPassword)).toEqual([
      'bankCard',
      'virtualCoin',
      'ebpay',
      'koipay',
    ]);
  });

  it.each(ACCOUNT_KINDS)('%s: gated exactly when the contract asks for it', (kind) => {
    const [schema, body] = BIND[kind];
    expect(schema.safeParse(body).success).toBe(!needsPayPassword(kind));
    expect(schema.safeParse({ ...body, payPassword: '123456' }).success).toBe(true);
  });

  it('knows the account kinds of the query string', () => {
    expect(isAccountKind('alipay')).toBe(true);
    expect(isAccountKind('paypal')).toBe(false);
    expect(isAccountKind(null)).toBe(false);
  });
});
