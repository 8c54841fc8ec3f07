// Dev and test only: MSW handlers built from the endpoint list, for areas running standalone.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type Answer } from '../generated/api';
import type { EndpointName, PayloadOf } from '../contract/endpoints';
import { memberFixture } from './member';
import { playerProtectionFixture, playSessionFixture } from './protection';

export { memberFixture } from './member';
export { playerProtectionFixture, playSessionFixture } from './protection';

/** A handler that answers one endpoint with code 0 and the given fields. */
export function answer<N extends EndpointName>(name: N, payload: PayloadOf<N>): HttpHandler {
  const meta = endpointMeta[name];
  const method = meta.method === 'GET' ? http.get : http.post;
  return method(`*/web/${meta.path}`, () =>
    HttpResponse.json({ code: 0, msg: 'success', ...payload } as Answer<N>),
  );
}

/** A handler that refuses one endpoint with a code and message (to see the toast and the error path). */
export function refuse(name: EndpointName, code: number, msg: string): HttpHandler {
  const meta = endpointMeta[name];
  const method = meta.method === 'GET' ? http.get : http.post;
  return method(`*/web/${meta.path}`, () => HttpResponse.json({ code, msg }));
}

/** A logged-in player with some money, enough for an area's pages to render standalone. */
export const memberHandlers: HttpHandler[] = [
  answer('getUserInfo', { userInfo: memberFixture() }),
  answer('getUserBalance', {
    userBalanceMap: { centralWallet: 100_000, lockWallet: 0, welfareWallet: 0, total: 100_000 },
  }),
  answer('checkIsSetWidthPassword', { isSet: true }),
  answer('getRestrict', {}),
  answer('getPlayerProtection', playerProtectionFixture()),
  answer('getPlaySession', playSessionFixture()),
];
