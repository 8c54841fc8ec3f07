import { describe, expect, it } from 'vitest';
import { paymentAccountEndpoints } from './paymentAccounts';

const bind = paymentAccountEndpoints.thirdPartyAccountBind.request;

/** The message key of each field the request refuses, by field. */
function refusals(request: unknown): Record<string, string> {
  const result = bind.safeParse(request);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('binding a third-party account', () => {
  it('names the missing account, QR code and platform when the player never touched them', () => {
    expect(refusals({ accountType: 'wechat', alias: 'Mine' })).toEqual({
      account: 'account.required',
      qrCodeUrl: 'account.qrCode',
    });
    expect(refusals({ accountType: 'generic', alias: 'Mine' })).toEqual({
      platformName: 'account.platformName',
      account: 'account.required',
    });
  });

  it('gives an empty field the same message as a missing one', () => {
    expect(refusals({ accountType: 'alipay', alias: 'Mine', account: ' ', qrCodeUrl: '' })).toEqual(
      { account: 'account.required', qrCodeUrl: 'account.qrCode' },
    );
  });
});
