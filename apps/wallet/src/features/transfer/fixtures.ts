import type { PayloadOf, VenueBalance } from '@platform/api-client';

export const venueBalances: VenueBalance[] = [
  {
    platCode: 'STSPORT',
    platName: 'ST Sports',
    balance: 20_000,
    maintenance: false,
    locked: false,
  },
  { platCode: 'STLIVE', platName: 'ST Live', balance: 0, maintenance: false, locked: false },
  {
    platCode: 'STESPORT',
    platName: 'ST E-sports',
    balance: 3_000,
    maintenance: true,
    locked: false,
  },
  { platCode: 'STSLOT', platName: 'ST Slots', balance: 88_800, maintenance: false, locked: true },
];

export function transInfo(
  overrides: Partial<PayloadOf<'getUserTransInfo'>> = {},
): PayloadOf<'getUserTransInfo'> {
  return {
    userBalanceMap: { centralWallet: 100_050, lockWallet: 0, welfareWallet: 6_600, total: 106_650 },
    autoTransfer: false,
    venueLockList: [
      {
        platCode: 'STSLOT',
        platName: 'ST Slots',
        lockedAmount: 88_800,
        requiredTurnover: 1_065_600,
        completedTurnover: 240_000,
        turnoverMultiple: 12,
        lockedAt: '2026-03-01T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
