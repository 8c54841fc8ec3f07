// Standalone dev only: the offers, a member's states and applications kept in memory, so applying
// moves an offer to "applied" and adds a row to the bonus-application centre. Scenarios:
// noFirstDeposit, applied, pending, refused, noAnswer, noOffers (apps/promotions/README.md).
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  endpointMeta,
  type ActivityApplication,
  type ActivityMemberState,
  type EndpointName,
  type GameType,
} from '@platform/api-client';
import { lockTurnover, offerBonus, termsForLevel } from '@platform/api-client/contract';
import { answer } from '@platform/api-client/mocks';
import {
  application,
  CLASSIFICATIONS,
  listed,
  OFFER_DETAILS,
} from '../../src/features/offers/fixtures';

const BANNER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="375"><rect width="100%" height="100%" fill="#c9a227"/></svg>',
  );
const DEV_VIP_LEVEL = 2;

const offers = OFFER_DETAILS.map((o) => ({ ...o, bannerUrl: BANNER }));
let applications: ActivityApplication[] = [];
let states: ActivityMemberState[] = [];

function seed(scenario: string | null) {
  const open = offers.filter((o) => o.periodState === 'open');
  states = open.map((o) => ({
    activityId: o.id,
    applied: scenario === 'applied',
    eligible: scenario !== 'noFirstDeposit' && scenario !== 'applied',
    reason:
      scenario === 'noFirstDeposit'
        ? 'noFirstDeposit'
        : scenario === 'applied'
          ? 'alreadyApplied'
          : null,
  }));
  applications =
    scenario === 'noOffers'
      ? []
      : [
          application({ id: 3, status: 'pending', reviewedAt: null }),
          application({
            id: 2,
            activityId: 2,
            activityTitle: 'Daily reload 10%',
            amount: 5_000,
            transferAmount: 50_000,
            requiredTurnover: 660_000,
          }),
          application({
            id: 1,
            status: 'rejected',
            appliedAt: '2026-02-01T08:00:00.000Z',
            reviewedAt: '2026-02-01T08:00:02.000Z',
          }),
        ];
}

const ok = (fields: object) => HttpResponse.json({ code: 0, msg: 'success', ...fields });
const post = (name: EndpointName, reply: (body: URLSearchParams) => Response | Promise<Response>) =>
  http.post(`*/web/${endpointMeta[name].path}`, async ({ request }) =>
    reply(new URLSearchParams(await request.text())),
  );
const page = <T>(all: readonly T[], body: URLSearchParams) => {
  const pageNum = Number(body.get('pageNum') ?? 1);
  const pageSize = Number(body.get('pageSize') ?? 20);
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: all.length,
    pageNum,
    pageSize,
  };
};

function apply(body: URLSearchParams, scenario: string | null): Response {
  if (scenario === 'refused')
    return HttpResponse.json({
      code: 1000,
      msg: 'The venue is under maintenance. Please try again later.',
    });
  if (scenario === 'noAnswer') return HttpResponse.error();
  const offer = offers.find((o) => o.id === Number(body.get('activityId')));
  if (!offer) return HttpResponse.json({ code: 1000, msg: 'This offer does not exist.' });
  const terms = termsForLevel(offer.terms, DEV_VIP_LEVEL) ?? offer.terms;
  const transfer = Number(body.get('amount') ?? 0);
  const bonus = offer.terms.requiresTransfer ? offerBonus(transfer, terms) : 0;
  const venue = offer.venues.find((v) => v.platCode === body.get('platCode'));
  const made = application({
    id: Math.max(0, ...applications.map((a) => a.id)) + 1,
    activityId: offer.id,
    activityTitle: offer.title,
    platCode: venue?.platCode ?? null,
    platName: venue?.platName ?? null,
    transferAmount: transfer,
    amount: bonus,
    requiredTurnover: offer.terms.requiresTransfer ? lockTurnover(transfer, bonus, terms) : null,
    status: scenario === 'pending' ? 'pending' : 'approved',
    appliedAt: new Date().toISOString(),
    reviewedAt: scenario === 'pending' ? null : new Date().toISOString(),
  });
  applications = [made, ...applications];
  states = states.map((s) =>
    s.activityId === offer.id
      ? { ...s, applied: true, eligible: false, reason: 'alreadyApplied' }
      : s,
  );
  return ok({ application: made });
}

const venue = (platCode: string, platName: string, gameType: GameType) => ({
  platCode,
  platName,
  gameType,
  logoUrl: null,
  maintenance: false,
  sort: 1,
});

export function offerHandlers(scenario: string | null): HttpHandler[] {
  seed(scenario);
  const shown = scenario === 'noOffers' ? [] : offers;
  return [
    answer('getActivityClassification', CLASSIFICATIONS),
    post('activityList', (body) => {
      const tab = body.get('classification');
      return ok(page(shown.filter((o) => !tab || o.classification === tab).map(listed), body));
    }),
    post('getActivityDetail', (body) => {
      const offer = shown.find((o) => o.id === Number(body.get('id')));
      return offer
        ? ok({ activity: offer })
        : HttpResponse.json({ code: 1000, msg: 'This offer does not exist.' });
    }),
    post('queryActivityStates', () => ok({ stateList: states })),
    post('applyActivity', (body) => apply(body, scenario)),
    post('queryApplyActivityList', (body) => {
      const status = body.get('status');
      return ok(
        page(
          applications.filter((a) => !status || a.status === status),
          body,
        ),
      );
    }),
    answer('getAllPlatTypes', {
      gamePlatTypeList: [
        {
          gameType: 'liveVideo',
          platList: [venue('STLIVE', 'Live venue', 'liveVideo')],
        },
        {
          gameType: 'electronic',
          platList: [venue('STSLOT', 'Slot venue', 'electronic')],
        },
      ],
    }),
  ];
}
