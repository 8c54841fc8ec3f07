import type { UserInfo } from '../contract/entities';

/**
 * The logged-in player of tests and standalone dev, as getUserInfo answers: a confirmed real name
 * (a cardholder) and a bound phone (deposits). A test or scenario overrides only what it is about.
 */
export function memberFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 7,
    username: 'player01',
    realName: '张三',
    realNameConfirmed: true,
    gender: null,
    birthDate: null,
    birthDateConfirmed: false,
    mobile: '138****5678',
    email: null,
    avatar: null,
    vipLevel: 1,
    registeredAt: '2026-01-01T00:00:00.000Z',
    daysSinceJoining: 30,
    langType: 3,
    currency: 'CNY',
    currencyFixed: false,
    isAgent: false,
    autoTransfer: false,
    ...overrides,
  };
}
