// Standalone dev only: the central wallet and six venue wallets, kept in memory so transfers add
// up; `?scenario=autoTransfer` (auto-transfer mode on), `venuePending` (venues answer late).
import { http, type HttpHandler } from 'msw';
import { endpointMeta, type VenueBalance } from '@platform/api-client';
import { transferAmountSchema } from '@platform/api-client/contract';
import { stateful, ok, refused, refusedByRule, wallet } from './shared';

const lockWallet = 0;
const welfareWallet = 6_600;
let autoTransfer = false;
/** `?scenario=venuePending`: venues answer late, so transfers come back `pending` first. */
let venueAnswersLate = false;
const venues: VenueBalance[] = [
  {
    platCode: 'STSPORT',
    platName: 'ST Sports',
    balance: 20_000,
    maintenance: false,
    locked: false,
  },
  { platCode: 'STLIVE', platName: 'ST Live', balance: 0, maintenance: false, locked: false },
  { platCode: 'STCHESS', platName: 'ST Chess', balance: 5_050, maintenance: false, locked: false },
  {
    platCode: 'STESPORT',
    platName: 'ST E-sports',
    balance: 3_000,
    maintenance: true,
    locked: false,
  },
  { platCode: 'STLOTTO', platName: 'ST Lottery', balance: 0, maintenance: false, locked: false },
  { platCode: 'STSLOT', platName: 'ST Slots', balance: 88_800, maintenance: false, locked: true },
];
const venueLockList = [
  {
    platCode: 'STSLOT',
    platName: 'ST Slots',
    lockedAmount: 88_800,
    requiredTurnover: 1_065_600,
    completedTurnover: 240_000,
    turnoverMultiple: 12,
    lockedAt: '2026-03-01T08:00:00.000Z',
  },
];

function userBalanceMap() {
  return {
    centralWallet: wallet.central,
    lockWallet,
    welfareWallet,
    total: wallet.central + lockWallet + welfareWallet,
  };
}

let transferCount = 0;

const handlers: HttpHandler[] = [
  http.post(`*/web/${endpointMeta.getUserBalance.path}`, () =>
    ok({ userBalanceMap: userBalanceMap() }),
  ),
  http.post(`*/web/${endpointMeta.getUserTransInfo.path}`, () =>
    ok({
      userBalanceMap: userBalanceMap(),
      autoTransfer,
      venueLockList: venueLockList.filter((l) =>
        venues.some((v) => v.platCode === l.platCode && v.locked),
      ),
    }),
  ),
  http.post(`*/web/${endpointMeta.getTransWalletBalanceInfo.path}`, () =>
    ok({ venueBalanceList: venues }),
  ),
  stateful('getUserPlatBalance', (body) => {
    const venue = venues.find((v) => v.platCode === body.get('platCode')) ?? venues[0]!;
    const { platCode, balance, maintenance, locked } = venue;
    return { platCode, balance, maintenance, locked };
  }),
  http.post(`*/web/${endpointMeta.convertMoney.path}`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const venue = venues.find((v) => v.platCode === body.get('platCode'));
    const amount = Number(body.get('amount'));
    const toVenue = body.get('direction') === 'toVenue';
    if (!venue) return refused('This venue does not exist');
    if (venue.maintenance)
      return refused('The venue is under maintenance; transfers are unavailable, please try later');
    if (!toVenue && venue.locked)
      return refused('This venue is locked: transfer out once the required turnover is met');
    const overSource = refusedByRule(
      transferAmountSchema(toVenue ? wallet.central : venue.balance),
      amount,
    );
    if (overSource) return overSource;
    // The source pays at once; the target is credited when the venue answers.
    if (toVenue) wallet.central -= amount;
    else venue.balance -= amount;
    const credit = () => {
      if (toVenue) venue.balance += amount;
      else wallet.central += amount;
    };
    if (venueAnswersLate) setTimeout(credit, 2_000);
    else credit();
    transferCount += 1;
    return ok({
      orderNo: `C${Date.now()}${transferCount}`,
      status: venueAnswersLate ? 'pending' : 'posted',
      userBalanceMap: userBalanceMap(),
      venueBalance: venue.balance,
    });
  }),
  http.post(`*/web/${endpointMeta.oneTouchTransfer.path}`, () => {
    let recoveredAmount = 0;
    const skippedPlatCodes: string[] = [];
    for (const venue of venues) {
      if (venue.balance <= 0) continue;
      if (venue.maintenance || venue.locked) {
        skippedPlatCodes.push(venue.platCode);
        continue;
      }
      recoveredAmount += venue.balance;
      wallet.central += venue.balance;
      venue.balance = 0;
    }
    return ok({ recoveredAmount, skippedPlatCodes, userBalanceMap: userBalanceMap() });
  }),
  stateful('changeWalletType', (body) => {
    autoTransfer = body.get('autoTransfer') === 'true';
    return { autoTransfer };
  }),
];

export function transferHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'autoTransfer') autoTransfer = true;
  if (scenario === 'venuePending') venueAnswersLate = true;
  return handlers;
}
