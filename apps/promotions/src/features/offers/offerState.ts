import type {
  Activity,
  ActivityClassification,
  ActivityIneligibilityReason,
  ActivityMemberState,
  ActivityState,
} from '@platform/api-client';
import { ACTIVITY_CLASSIFICATIONS } from '@platform/api-client/tables';

/** The offers tab "all" is no filter; the others are the contract's classifications. */
export const ALL_TAB = 'all';
export type OffersTab = typeof ALL_TAB | ActivityClassification;

/** The tab a `?tab=` value names; anything unknown is "all". */
export function offersTabOf(value: string | null): OffersTab {
  return ACTIVITY_CLASSIFICATIONS.find((c) => c === value) ?? ALL_TAB;
}

/**
 * The badge of an offer (docs/product-rules.md#offers): its period as anyone sees it, except that
 * a member who applied in the current period sees `applied` on an open offer.
 */
export function offerState(
  activity: Pick<Activity, 'periodState'>,
  member: Pick<ActivityMemberState, 'applied'> | undefined,
): ActivityState {
  if (activity.periodState === 'open' && member?.applied) return 'applied';
  return activity.periodState;
}

/** What the member may do with an offer on its page. */
export type ApplyStanding =
  | { kind: 'guest' }
  | { kind: 'automatic' }
  | { kind: 'applied' }
  | { kind: 'eligible' }
  | { kind: 'ineligible'; reason: ActivityIneligibilityReason }
  | { kind: 'unknown' };

/**
 * The apply button's standing: a guest logs in first; an offer granted automatically has no
 * application; otherwise the member's state from queryActivityStates decides. An offer outside
 * its period is absent from those states, so its period is the reason.
 */
export function applyStanding(
  activity: Pick<Activity, 'periodState' | 'needsApplication'>,
  isLogin: boolean,
  member: ActivityMemberState | undefined,
  statesLoaded: boolean,
): ApplyStanding {
  if (!activity.needsApplication) return { kind: 'automatic' };
  if (activity.periodState !== 'open') return { kind: 'ineligible', reason: activity.periodState };
  if (!isLogin) return { kind: 'guest' };
  if (!member) return statesLoaded ? { kind: 'ineligible', reason: 'ended' } : { kind: 'unknown' };
  if (member.applied) return { kind: 'applied' };
  if (member.eligible) return { kind: 'eligible' };
  return { kind: 'ineligible', reason: member.reason ?? 'ended' };
}

/** Reasons a deposit answers: the message links to the deposit page. */
export const DEPOSIT_REASONS: ReadonlySet<ActivityIneligibilityReason> = new Set([
  'noFirstDeposit',
  'noDepositToday',
  'balanceBelowMinimum',
]);

/** Reasons the application records explain: the message links to them. */
export const RECORD_REASONS: ReadonlySet<ActivityIneligibilityReason> = new Set([
  'alreadyApplied',
  'appliedToday',
]);

const BP_PER_PERCENT = 100;

/** A ratio in basis points as a percentage: 3000 → "30%", 1250 → "12.5%" (integer arithmetic). */
export function ratioPercentText(bp: number): string {
  const whole = Math.floor(bp / BP_PER_PERCENT);
  const rest = bp % BP_PER_PERCENT;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}
