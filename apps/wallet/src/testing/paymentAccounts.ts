import type { ThirdPartyAccount } from '@platform/api-client';
import { answer } from '@platform/api-client/mocks';
import { recordCalls, server } from '@platform/ui/testing';

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
