import type { PayloadOf, RequestOf } from '@platform/api-client';
import { INVITE_REBATE_FILTERS, INVITE_RECORD_STATES } from '@platform/api-client/contract';

export type InviteRecord = PayloadOf<'inviterRecordPageList'>['list'][number];
export type InviteRebateRecord = PayloadOf<'inviterRebateRecordPageList'>['list'][number];
export type InviteRecordState = InviteRecord['state'];
export type InviteRebateFilter = (typeof INVITE_REBATE_FILTERS)[number];

/** The records page's tabs: the friends invited, and the rebates on their bets. */
export const INVITE_RECORD_TABS = ['invitations', 'rebates'] as const;
export type InviteRecordTab = (typeof INVITE_RECORD_TABS)[number];

/** The tab named by `?tab=`; invitations when missing or unknown. */
export function inviteTabOf(param: string | null): InviteRecordTab {
  return INVITE_RECORD_TABS.find((tab) => tab === param) ?? 'invitations';
}

/** The invitation state named by `?state=`; none (all states) when missing or unknown. */
export function recordStateOf(param: string | null): InviteRecordState | undefined {
  return INVITE_RECORD_STATES.find((state) => state === param);
}

/** The rebate filter named by `?filter=`; all when missing or unknown. */
export function rebateFilterOf(param: string | null): InviteRebateFilter {
  return INVITE_REBATE_FILTERS.find((filter) => filter === param) ?? 'all';
}

/** A page holds 20 records: a screen and a half on a phone. */
export const INVITE_PAGE_SIZE = 20;

/** One page of the invitations, all states or one. */
export function invitationPageRequest(
  state: InviteRecordState | undefined,
  pageNum: number,
): RequestOf<'inviterRecordPageList'> {
  const request = { pageNum, pageSize: INVITE_PAGE_SIZE };
  return state ? { ...request, state } : request;
}

/** One page of the rebates under a filter (`all` is sent too: the call's own default). */
export function rebatePageRequest(
  filter: InviteRebateFilter,
  pageNum: number,
): RequestOf<'inviterRebateRecordPageList'> {
  return { pageNum, pageSize: INVITE_PAGE_SIZE, filter };
}

/**
 * A friend's username as the records show it: the first two characters and the last, the rest
 * hidden ("al***e"); a name of three characters or fewer keeps its first only. Masking a masked
 * name changes nothing, so a name the server already masked reads the same
 * (docs/decisions.md#invite-pages).
 */
export function maskUsername(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

type PrizeConfig = PayloadOf<'inviterPrizeConfigList'>['prizeConfigList'][number];

/**
 * The inviter's rewards as one friend's deposits reach each step (9 yuan at 100, 10 at 300 …), in
 * their order; a step that pays nothing (the per-friend maximum reached) is left out.
 */
export function inviterSteps(list: readonly PrizeConfig[]): { deposits: number; reward: number }[] {
  return [...list]
    .sort((a, b) => a.sequence - b.sequence)
    .filter((prize) => prize.inviterReward > 0)
    .map((prize) => ({ deposits: prize.minFirstDeposit, reward: prize.inviterReward }));
}
