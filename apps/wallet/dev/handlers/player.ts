// Standalone dev only: the player of the standalone area, a real name (cardholder) and a bound
// phone (deposits), and the gates: `?scenario=noPayPassword` shows the payment-password dialog,
// `?scenario=noPhone` the bind-phone dialog of the deposit.
import type { HttpHandler } from 'msw';
import { answer, memberFixture } from '@platform/api-client/mocks';

const handlers: HttpHandler[] = [answer('getUserInfo', { userInfo: memberFixture() })];

export function playerHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'noPayPassword')
    return [answer('checkIsSetWidthPassword', { isSet: false }), ...handlers];
  if (scenario === 'noPhone')
    return [answer('getUserInfo', { userInfo: memberFixture({ mobile: null }) }), ...handlers];
  return handlers;
}
