// Standalone dev only: the player of the standalone area, a real name (cardholder) and a bound
// phone (deposits), and the gates: `?scenario=noPayPassword` shows the payment-password dialog,
// `?scenario=noPhone` the bind-phone dialog of the deposit, `?scenario=coolOff` a week's cool-off
// (the deposit page's break notice, the transfer page out of venues only).
import type { HttpHandler } from 'msw';
import { answer, memberFixture, playerProtectionFixture } from '@platform/api-client/mocks';

const handlers: HttpHandler[] = [answer('getUserInfo', { userInfo: memberFixture() })];

export function playerHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'noPayPassword')
    return [answer('checkIsSetWidthPassword', { isSet: false }), ...handlers];
  if (scenario === 'noPhone')
    return [answer('getUserInfo', { userInfo: memberFixture({ mobile: null }) }), ...handlers];
  if (scenario === 'coolOff') {
    const now = Date.now();
    const block = {
      kind: 'coolOff' as const,
      startedAt: new Date(now).toISOString(),
      until: new Date(now + 7 * 86_400_000).toISOString(),
    };
    return [answer('getPlayerProtection', playerProtectionFixture(block)), ...handlers];
  }
  return handlers;
}
