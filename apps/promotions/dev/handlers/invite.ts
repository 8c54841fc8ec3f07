// Standalone dev only: the invite-friends programme with the server's rules (9 yuan for the
// friend; 9, 10, 8 yuan at 100, 300, 500 yuan of their deposits; 168 yuan; 0.13 %), a member's
// code, link and QR code, and records answered a page at a time by state and filter like the
// server. `?scenario=inviteAgent` answers as an agent account (canJoin false);
// `?scenario=noInvites` has no friend, reward or rebate yet.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type EndpointName, type PayloadOf } from '@platform/api-client';
import { routePath } from '@platform/routes';
import type { InviteRebateRecord, InviteRecord } from '../../src/features/invite/inviteRules';

const DAY_MS = 86_400_000;
const INVITE_CODE = '100001';

/** A QR-like picture (not a readable code): dev needs an image of the right size, not a scan. */
const QR_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges">' +
    '<rect width="7" height="7" fill="#fff"/>' +
    '<path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 4h1v3H6zM4 6h1v1H4z"/></svg>',
)}`;

const STATES = ['dispatched', 'noFirstDeposit', 'expired'] as const;
const REBATE_STATES = ['inProgress', 'notMeetingStandard', 'claimed', 'expired'] as const;

function invitations(now: number): InviteRecord[] {
  return Array.from({ length: 26 }, (_, i) => {
    const state = STATES[i % STATES.length]!;
    const registeredAt = now - (i + 1) * 2 * DAY_MS;
    const deposited = state !== 'noFirstDeposit';
    return {
      inviteeUsername: `player${String(i + 1).padStart(2, '0')}`,
      registeredAt: new Date(registeredAt).toISOString(),
      firstDepositAt: deposited ? new Date(registeredAt + DAY_MS / 2).toISOString() : null,
      firstDepositAmount: deposited ? 10_000 + (i % 5) * 5_000 : null,
      bonus: state === 'dispatched' ? (i === 0 ? 900 : 1_000) : 0,
      endsAt: new Date(registeredAt + 30 * DAY_MS).toISOString(),
      state,
    };
  });
}

function rebates(now: number): InviteRebateRecord[] {
  return Array.from({ length: 23 }, (_, i) => {
    const state = REBATE_STATES[i % REBATE_STATES.length]!;
    const registeredAt = now - (i + 1) * 3 * DAY_MS;
    return {
      inviteeUsername: `player${String(i + 1).padStart(2, '0')}`,
      registeredAt: new Date(registeredAt).toISOString(),
      cumulativeDeposit: state === 'notMeetingStandard' ? 5_000 : 10_000 + i * 2_500,
      validBets: 50_000 + i * 12_000,
      rebateAmount:
        state === 'notMeetingStandard' ? 0 : Math.floor(((50_000 + i * 12_000) * 13) / 10_000),
      state,
      countdownEndsAt:
        state === 'notMeetingStandard' ? null : new Date(registeredAt + 7 * DAY_MS).toISOString(),
    };
  });
}

function route<N extends EndpointName>(
  name: N,
  reply: (body: URLSearchParams) => PayloadOf<N>,
): HttpHandler {
  return http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      ...reply(new URLSearchParams(await request.text())),
    }),
  );
}

function page<T>(all: T[], body: URLSearchParams) {
  const pageNum = Number(body.get('pageNum') ?? 1);
  const pageSize = Number(body.get('pageSize') ?? 20);
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
    pageNum,
    pageSize,
  };
}

export function inviteHandlers(scenario: string | null): HttpHandler[] {
  const now = Date.now();
  const empty = scenario === 'noInvites';
  const records = empty ? [] : invitations(now);
  const rebateRecords = empty ? [] : rebates(now);
  const inviteUrl = `${location.origin}/#${routePath('login', { type: 'register', inviteCode: INVITE_CODE })}`;
  const sum = <T>(list: T[], fen: (item: T) => number) => list.reduce((s, i) => s + fen(i), 0);
  const byState = (body: URLSearchParams) => {
    const state = body.get('state');
    return records.filter((r) => !state || r.state === state);
  };
  const byFilter = (body: URLSearchParams) => {
    const filter = body.get('filter') ?? 'all';
    return rebateRecords.filter((r) => filter === 'all' || r.state === filter);
  };
  const dispatched = records.filter((r) => r.state === 'dispatched');
  const earnings = sum(dispatched, (r) => r.bonus);
  const bets = sum(rebateRecords, (r) => r.validBets);
  return [
    route('getInviterInfo', () => ({
      inviteCode: INVITE_CODE,
      inviteUrl,
      canJoin: scenario !== 'inviteAgent',
      registeredFriends: records.length,
      accumulatedEarnings: earnings,
      cumulativeBets: bets,
    })),
    route('getInviterQrcode', () => ({ qrcode: QR_PICTURE, inviteUrl })),
    route('inviterBaseConfig', () => ({
      inviteeReward: 900,
      maxInviterRewardPerFriend: 2_700,
      minFriendDeposit: 10_000,
      rebateRateBp: 13,
      rebateDaysAfterRegistration: 30,
      rebateCountdownDeposit: 10_000,
      rebateValidDays: 7,
      cumulativeDepositBonusThreshold: 50_000,
      cumulativeDepositBonus: 16_800,
      bonusTurnoverMultiple: 1,
    })),
    route('inviterPrizeConfigList', () => ({
      // One friend's deposit steps: 9 yuan at 100, 10 at 300, the 8 left of 27 at 500.
      prizeConfigList: [
        [10_000, 900],
        [30_000, 1_000],
        [50_000, 800],
      ].map(([minFirstDeposit, inviterReward], i) => ({
        sequence: i + 1,
        inviterReward: inviterReward!,
        inviteeReward: i === 0 ? 900 : 0,
        minFirstDeposit: minFirstDeposit!,
      })),
    })),
    route('inviterRecordMarquee', () => ({
      marqueeList: empty
        ? []
        : ['ab***9', 'lu***7', 'mi***a', 'zh***1', 'ke***n', 'ta***2'].map((username, i) => ({
            username,
            amount: [900, 1_000, 16_800, 1_000, 900, 16_800][i]!,
            time: new Date(now - (i + 1) * 7 * 60_000).toISOString(),
          })),
    })),
    route('inviterRecordTotal', () => ({
      invitees: records.length,
      registeredFriends: records.length,
      firstDepositFriends: records.filter((r) => r.firstDepositAt).length,
      accumulatedEarnings: earnings,
      cumulativeBets: bets,
    })),
    route('inviterRecordPageList', (body) => page(byState(body), body)),
    route('inviterRecordPageTotal', (body) => {
      const list = byState(body);
      return { count: list.length, amount: sum(list, (r) => r.bonus) };
    }),
    route('inviterRebateRecordTotal', () => ({
      totalRebate: sum(
        rebateRecords.filter((r) => r.state === 'claimed'),
        (r) => r.rebateAmount,
      ),
      inProgressRebate: sum(
        rebateRecords.filter((r) => r.state === 'inProgress'),
        (r) => r.rebateAmount,
      ),
      expiredRebate: sum(
        rebateRecords.filter((r) => r.state === 'expired'),
        (r) => r.rebateAmount,
      ),
    })),
    route('inviterRebateRecordPageList', (body) => page(byFilter(body), body)),
    route('inviterRebateRecordPageTotal', (body) => {
      const list = byFilter(body);
      return { count: list.length, amount: sum(list, (r) => r.rebateAmount) };
    }),
  ];
}
