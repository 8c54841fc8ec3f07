import type { RequestOf, RewardRecord } from '@platform/api-client';
import { REWARD_RECORD_LISTS, REWARD_SOURCES } from '@platform/api-client/contract';

export type RewardList = (typeof REWARD_RECORD_LISTS)[number];
export type RewardSource = RewardRecord['source'];

/** The reward record's tabs: money bonuses, and in-kind prizes redeemed. */
export const REWARD_TABS = REWARD_RECORD_LISTS;

/** The tab named by `?list=`; rewards when missing or unknown. */
export function rewardListOf(param: string | null): RewardList {
  return REWARD_TABS.find((list) => list === param) ?? 'rewards';
}

/** The sources the rewards tab filters by: every one but `prize`, which has its own tab. */
export const REWARD_FILTER_SOURCES: readonly RewardSource[] = REWARD_SOURCES.filter(
  (source) => source !== 'prize',
);

/** The source named by `?source=`, only one the rewards tab filters by; none means all. */
export function rewardSourceOf(param: string | null): RewardSource | undefined {
  return REWARD_FILTER_SOURCES.find((source) => source === param);
}

/** A page holds 20 records: a screen and a half on a phone. */
export const REWARDS_PAGE_SIZE = 20;

/** One page of a tab; the source filter applies to the rewards tab only. */
export function rewardPageRequest(
  list: RewardList,
  source: RewardSource | undefined,
  pageNum: number,
): RequestOf<'queryRewardRecordList'> {
  const request = { pageNum, pageSize: REWARDS_PAGE_SIZE, list };
  return list === 'rewards' && source ? { ...request, source } : request;
}
