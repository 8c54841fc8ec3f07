// Standalone dev only: the VIP levels, a member's standing and today's rebate kept in memory, so a
// claim credits the rebate once and today's rebate then reads as claimed. Scenarios: vipTop,
// vipNew, rebateClaimed, rebateNoAnswer (apps/promotions/README.md).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type EndpointName, type PayloadOf } from '@platform/api-client';
import { memberVipInfo, rebateToday, returnWaterList } from '../../src/features/vip/fixtures';

const ok = (fields: object) => HttpResponse.json({ code: 0, msg: 'success', ...fields });
const post = (name: EndpointName, reply: () => Response) =>
  http.post(`*/web/${endpointMeta[name].path}`, reply);

const DAY_MS = 86_400_000;

function vipInfo(scenario: string | null): PayloadOf<'getVipInfo'> {
  const deadline = new Date(Date.now() + 41 * DAY_MS).toISOString();
  if (scenario === 'vipTop')
    return memberVipInfo(10, {
      validTurnover: 9_000_000_000,
      protectionTurnover: 2_500_000_000,
      protectionDeadline: deadline,
    });
  if (scenario === 'vipNew') return memberVipInfo(1, { protectionDeadline: deadline });
  return memberVipInfo(4, {
    validTurnover: 31_234_500,
    protectionTurnover: 2_000_000,
    protectionDeadline: deadline,
  });
}

/**
 * `?scenario=vipTop`: a VIP 10 member (the top level); `vipNew`: a VIP 1 member with no turnover
 * and nothing to claim; `rebateClaimed`: today's rebate was already claimed (the rest waits for
 * midnight); `rebateNoAnswer`: the first claim gets no answer (the unknown-outcome notice; "Try
 * again" then claims once).
 */
export function vipHandlers(scenario: string | null): HttpHandler[] {
  const info = vipInfo(scenario);
  const level = info.nowVipInfo!.vipLevel;
  const bets =
    scenario === 'vipNew'
      ? {}
      : { sports: 1_250_000, liveVideo: 880_000, electronic: 3_456_700, lottery: 120_000 };
  let today = rebateToday(level, bets, scenario === 'rebateClaimed' ? 6_600 : 0);
  if (scenario === 'rebateClaimed') today = { ...today, claimable: false };
  let dropNextClaim = scenario === 'rebateNoAnswer';
  return [
    post('getVipInfo', () => ok(info)),
    post('getVipReturnWaterList', () => ok(returnWaterList())),
    post('queryRebateToday', () => ok(today)),
    post('doUserBackwater', () => {
      if (dropNextClaim) {
        dropNextClaim = false;
        return HttpResponse.error();
      }
      if (!today.claimable) return ok({ expectedRebateToday: today.expected, creditedAmount: 0 });
      const credited = today.expected;
      today = { byCategory: [], expected: 0, claimedToday: credited, claimable: false };
      return ok({ expectedRebateToday: 0, creditedAmount: credited });
    }),
  ];
}
