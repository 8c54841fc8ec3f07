// Standalone dev only: a reward record of money bonuses from every source and a few prizes
// redeemed, answered a page at a time like the server.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type RewardRecord } from '@platform/api-client';
import { REWARD_STATUSES } from '@platform/api-client/contract';

const HOUR_MS = 3_600_000;
const MONEY_SOURCES = [
  'offer',
  'welfare',
  'vipUpgrade',
  'vipBirthday',
  'vipWeekly',
  'rebate',
  'invite',
] as const;

function seed(now: number): RewardRecord[] {
  const rewards = Array.from({ length: 45 }, (_, i): RewardRecord => {
    const source = MONEY_SOURCES[i % MONEY_SOURCES.length]!;
    const status = i % 9 === 4 ? 'pending' : i % 11 === 6 ? 'rejected' : 'paid';
    const createdAt = new Date(now - (i + 1) * 7 * HOUR_MS).toISOString();
    return {
      id: 1000 - i,
      source,
      title: `${source} bonus #${45 - i}`,
      amount: 1_000 + ((i * 3_700) % 50_000),
      status,
      createdAt,
      settledAt: status === 'pending' ? null : createdAt,
    };
  });
  const prizes = ['Team jersey', 'Phone stand', 'Travel mug'].map((title, i): RewardRecord => ({
    id: 500 - i,
    source: 'prize',
    title,
    amount: 0,
    status: REWARD_STATUSES[i === 2 ? 0 : 1],
    createdAt: new Date(now - (i + 2) * 24 * HOUR_MS).toISOString(),
    settledAt: i === 2 ? null : new Date(now - (i + 1) * 24 * HOUR_MS).toISOString(),
  }));
  return [...rewards, ...prizes];
}

/** `?scenario=noRewards` empties the reward record (both tabs say where rewards come from). */
export function rewardHandlers(scenario: string | null): HttpHandler[] {
  const records = scenario === 'noRewards' ? [] : seed(Date.now());
  return [
    http.post(`*/web/${endpointMeta.queryRewardRecordList.path}`, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      const pageNum = Number(body.get('pageNum') ?? 1);
      const pageSize = Number(body.get('pageSize') ?? 20);
      const prizes = body.get('list') === 'prizes';
      const source = body.get('source');
      const list = records.filter(
        (r) =>
          (prizes ? r.source === 'prize' : r.source !== 'prize') &&
          (!source || r.source === source),
      );
      return HttpResponse.json({
        code: 0,
        msg: 'success',
        list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: list.length,
        pageNum,
        pageSize,
        paidTotal: list.filter((r) => r.status === 'paid').reduce((fen, r) => fen + r.amount, 0),
      });
    }),
  ];
}
