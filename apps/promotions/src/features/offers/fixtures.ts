// Offers as the contract shapes them, for the area's tests and standalone dev answers (never
// imported by a page).
import type {
  ActivityApplication,
  ActivityDetail,
  ActivityMemberState,
  PayloadOf,
} from '@platform/api-client';

export const FIRST_DEPOSIT_ID = 1;
export const DAILY_ID = 2;
export const REBATE_BOOST_ID = 3;
export const VIP_OFFER_ID = 4;
export const ENDED_ID = 5;
export const UPCOMING_ID = 6;

const base = {
  periodState: 'open' as ActivityDetail['periodState'],
  endsAt: null as string | null,
  summary: 'A bonus on your transfer',
  bannerUrl: '/banner.png',
  startsAt: '2026-01-01T00:00:00.000Z',
  needsApplication: true,
  content: '<p>Read the terms below.</p>',
  venues: [
    { platCode: 'STLIVE', platName: 'Live venue' },
    { platCode: 'STSLOT', platName: 'Slot venue' },
  ],
};

const terms = {
  minTransfer: 10_000,
  bonusRatioBp: 3000,
  maxBonus: 50_000,
  turnoverMultiple: 12,
  frequency: 'once',
  timeLimitHours: 72,
  minVipLevel: null,
  excludesAgents: true,
  requiresTransfer: true,
  termsByVipLevel: null,
} as const;

export const OFFER_DETAILS: readonly ActivityDetail[] = [
  {
    ...base,
    id: FIRST_DEPOSIT_ID,
    classification: 'newMemberFirstDeposit',
    kind: 'firstDeposit',
    title: 'First deposit bonus 30%',
    terms: { ...terms },
  },
  {
    ...base,
    id: DAILY_ID,
    classification: 'daily',
    kind: 'dailyDeposit',
    title: 'Daily reload 10%',
    endsAt: '2026-12-31T15:59:59.000Z',
    terms: {
      ...terms,
      bonusRatioBp: 1000,
      maxBonus: 20_000,
      frequency: 'daily',
      timeLimitHours: null,
    },
  },
  {
    ...base,
    id: REBATE_BOOST_ID,
    classification: 'highRebate',
    kind: 'rebateBoost',
    title: 'Rebate boost',
    summary: 'Extra rebate on live games today',
    venues: [{ platCode: 'STLIVE', platName: 'Live venue' }],
    terms: {
      ...terms,
      minTransfer: 0,
      bonusRatioBp: 50,
      maxBonus: 100_000,
      turnoverMultiple: 1,
      frequency: 'daily',
      timeLimitHours: null,
      requiresTransfer: false,
    },
  },
  {
    ...base,
    id: VIP_OFFER_ID,
    classification: 'vipPrivileges',
    kind: 'vipOffer',
    title: 'VIP transfer bonus',
    terms: {
      ...terms,
      minVipLevel: 2,
      timeLimitHours: null,
      termsByVipLevel: [
        {
          vipLevel: 2,
          minTransfer: 10_000,
          bonusRatioBp: 1000,
          maxBonus: 50_000,
          turnoverMultiple: 12,
        },
        {
          vipLevel: 3,
          minTransfer: 10_000,
          bonusRatioBp: 1500,
          maxBonus: 80_000,
          turnoverMultiple: 10,
        },
      ],
    },
  },
  {
    ...base,
    id: ENDED_ID,
    classification: 'limitedTime',
    kind: 'limitedTime',
    title: 'Summer special',
    startsAt: '2026-06-01T00:00:00.000Z',
    endsAt: '2026-08-31T15:59:59.000Z',
    periodState: 'ended',
    terms: { ...terms },
  },
  {
    ...base,
    id: UPCOMING_ID,
    classification: 'sports',
    kind: 'sportsBonus',
    title: 'World cup bonus',
    startsAt: '2027-06-01T00:00:00.000Z',
    periodState: 'notStarted',
    needsApplication: true,
    terms: { ...terms },
  },
];

export function offerDetail(id: number): ActivityDetail {
  const found = OFFER_DETAILS.find((o) => o.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
}

/** An offer as the list shows it (the detail without content, terms and venues). */
export function listed(detail: ActivityDetail): PayloadOf<'activityList'>['list'][number] {
  const { content, terms, venues, ...activity } = detail;
  void content;
  void terms;
  void venues;
  return activity;
}

export const CLASSIFICATIONS: PayloadOf<'getActivityClassification'> = {
  classificationList: [
    { classification: 'daily', name: 'Daily', sort: 3 },
    { classification: 'newMemberFirstDeposit', name: 'New members', sort: 2 },
    { classification: 'limitedTime', name: 'Limited time', sort: 1 },
    { classification: 'sports', name: 'Sports', sort: 4 },
    { classification: 'highRebate', name: 'High rebate', sort: 5 },
    { classification: 'vipPrivileges', name: 'VIP privileges', sort: 6 },
  ],
};

/** Every offer of the period open to the member unless `overrides` say otherwise. */
export function memberStates(
  overrides: Partial<Record<number, Partial<ActivityMemberState>>> = {},
): PayloadOf<'queryActivityStates'> {
  return {
    stateList: OFFER_DETAILS.filter((o) => o.periodState === 'open').map((o) => ({
      activityId: o.id,
      applied: false,
      eligible: true,
      reason: null,
      ...overrides[o.id],
    })),
  };
}

export function application(overrides: Partial<ActivityApplication> = {}): ActivityApplication {
  return {
    id: 900,
    activityId: FIRST_DEPOSIT_ID,
    activityTitle: 'First deposit bonus 30%',
    platCode: 'STLIVE',
    platName: 'Live venue',
    transferAmount: 50_000,
    amount: 15_000,
    requiredTurnover: 780_000,
    status: 'approved',
    appliedAt: '2026-03-01T08:00:00.000Z',
    reviewedAt: '2026-03-01T08:00:01.000Z',
    ...overrides,
  };
}
