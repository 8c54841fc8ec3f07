// Standalone dev only: a welfare centre kept in memory, so claiming an item moves it to claimed,
// credits the welfare wallet and the totals, and "Move to central wallet" empties the wallet.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta, type EndpointName, type WelfareItem } from '@platform/api-client';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function seed(now: number): WelfareItem[] {
  const item = (
    id: number,
    title: string,
    type: WelfareItem['type'],
    status: WelfareItem['status'],
    count: number,
    amount: number,
    grantedAgoMs: number,
  ): WelfareItem => ({
    id,
    title,
    type,
    status,
    count,
    amount,
    createdAt: new Date(now - grantedAgoMs).toISOString(),
    expiresAt: new Date(now - grantedAgoMs + 3 * DAY_MS).toISOString(),
    claimedAt: status === 'claimed' ? new Date(now - grantedAgoMs + HOUR_MS).toISOString() : null,
  });
  return [
    item(30, 'Weekend reload bonus', 'virtual', 'claimable', 1, 18_800, 2 * HOUR_MS),
    item(29, 'Lucky draw: team jersey', 'inKind', 'claimable', 1, 0, 2 * DAY_MS + 20 * HOUR_MS),
    item(28, 'Daily check-in bonus', 'virtual', 'claimable', 3, 1_500, 30 * HOUR_MS),
    item(27, 'First deposit welfare', 'virtual', 'claimed', 1, 8_800, 5 * DAY_MS),
    item(26, 'Lucky draw: phone stand', 'inKind', 'claimed', 2, 0, 6 * DAY_MS),
    item(25, 'Birthday welfare', 'virtual', 'expired', 1, 5_800, 10 * DAY_MS),
    ...Array.from({ length: 24 }, (_, i) =>
      item(
        24 - i,
        `Daily check-in bonus #${24 - i}`,
        'virtual',
        'expired',
        1,
        500,
        (11 + i) * DAY_MS,
      ),
    ),
  ];
}

let items: WelfareItem[] = [];
let welfareWallet = 0;
let centralWallet = 100_000;

const ok = (fields: object = {}) => HttpResponse.json({ code: 0, msg: 'success', ...fields });
const refused = (msg: string) => HttpResponse.json({ code: 1000, msg });
const post = (name: EndpointName, reply: (body: URLSearchParams) => Response) =>
  http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) =>
    reply(new URLSearchParams(await request.text())),
  );
const balanceMap = () => ({
  centralWallet,
  lockWallet: 0,
  welfareWallet,
  total: centralWallet + welfareWallet,
});

/**
 * `?scenario=noWelfare` empties the welfare centre; `welfareClaimed` refuses every claim as already
 * claimed (the list then refetches); `welfareNoAnswer` drops the first move to the central wallet
 * (the unknown-outcome notice; "Try again" then moves it once).
 */
export function welfareHandlers(scenario: string | null): HttpHandler[] {
  items = scenario === 'noWelfare' ? [] : seed(Date.now());
  welfareWallet = scenario === 'noWelfare' ? 0 : 12_345;
  let dropNextMove = scenario === 'welfareNoAnswer';
  return [
    post('getUserBalance', () => ok({ userBalanceMap: balanceMap() })),
    post('queryWelfareCenterList', (body) => {
      const pageNum = Number(body.get('pageNum') ?? 1);
      const pageSize = Number(body.get('pageSize') ?? 20);
      const status = body.get('status');
      const list = items.filter((i) => !status || i.status === status);
      return ok({
        list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: list.length,
        pageNum,
        pageSize,
      });
    }),
    post('queryWelfareCenterTotal', () => {
      const claimable = items.filter((i) => i.status === 'claimable');
      const claimed = items.filter((i) => i.status === 'claimed');
      const sum = (list: WelfareItem[]) => list.reduce((fen, i) => fen + i.amount, 0);
      return ok({
        claimableCount: claimable.length,
        claimableAmount: sum(claimable),
        claimedAmount: sum(claimed),
      });
    }),
    post('receiveWelfare', (body) => {
      const found = items.find((i) => i.id === Number(body.get('id')));
      if (!found) return HttpResponse.json({ code: 404, msg: 'Not found' });
      if (scenario === 'welfareClaimed' || found.status === 'claimed')
        return refused('Already claimed');
      if (found.status === 'expired')
        return refused('This welfare item has expired and can no longer be claimed');
      const claimed: WelfareItem = {
        ...found,
        status: 'claimed',
        claimedAt: new Date().toISOString(),
      };
      items = items.map((i) => (i.id === found.id ? claimed : i));
      welfareWallet += claimed.amount;
      return ok({ welfareItem: claimed });
    }),
    post('moveWelfareToCentral', () => {
      if (dropNextMove) {
        dropNextMove = false;
        return HttpResponse.error();
      }
      if (welfareWallet === 0)
        return refused(
          'The welfare centre balance is 0: there is nothing to move to the central wallet',
        );
      const moved = welfareWallet;
      centralWallet += moved;
      welfareWallet = 0;
      return ok({ moved, userBalanceMap: balanceMap() });
    }),
  ];
}
