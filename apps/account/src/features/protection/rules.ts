import {
  COOL_OFF_DAYS,
  SELF_EXCLUSION_MONTHS,
  type BreakKind,
  type LimitPeriod,
  type MoneyLimitKind,
} from '@platform/api-client/contract';

/**
 * The responsible gambling page's own choices (docs/product-rules.md#responsible-gambling): which
 * break lengths it offers and how a number of minutes reads. The ranges themselves are the
 * contract's (COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS); rules.test.ts keeps the offers inside them.
 */

/** A break length the page offers: its request fields and the key of its label. */
export interface BreakChoice {
  key: string;
  kind: BreakKind;
  days?: number;
  months?: number;
  permanent?: boolean;
}

/** Cool-off: 1 day, 3 days, 1, 2, 4 and 6 weeks. */
export const COOL_OFF_CHOICES: readonly BreakChoice[] = [
  { key: 'days1', kind: 'coolOff', days: 1 },
  { key: 'days3', kind: 'coolOff', days: 3 },
  { key: 'weeks1', kind: 'coolOff', days: 7 },
  { key: 'weeks2', kind: 'coolOff', days: 14 },
  { key: 'weeks4', kind: 'coolOff', days: 28 },
  { key: 'weeks6', kind: 'coolOff', days: COOL_OFF_DAYS.max },
];

/** Self-exclusion: 6 months, 1, 2, 3 and 5 years, or permanent. */
export const SELF_EXCLUSION_CHOICES: readonly BreakChoice[] = [
  { key: 'months6', kind: 'selfExclusion', months: SELF_EXCLUSION_MONTHS.min },
  { key: 'years1', kind: 'selfExclusion', months: 12 },
  { key: 'years2', kind: 'selfExclusion', months: 24 },
  { key: 'years3', kind: 'selfExclusion', months: 36 },
  { key: 'years5', kind: 'selfExclusion', months: SELF_EXCLUSION_MONTHS.max },
  { key: 'permanent', kind: 'selfExclusion', permanent: true },
];

export const BREAK_CHOICES: Record<BreakKind, readonly BreakChoice[]> = {
  coolOff: COOL_OFF_CHOICES,
  selfExclusion: SELF_EXCLUSION_CHOICES,
};

/** What startBreak is sent for a choice (the password is added by the form). */
export function breakRequest(choice: BreakChoice) {
  return choice.kind === 'coolOff'
    ? { kind: choice.kind, days: choice.days }
    : choice.permanent
      ? { kind: choice.kind, permanent: true }
      : { kind: choice.kind, months: choice.months };
}

/** Minutes as the page reads them: the key of the pattern and its values (90 → 1 h 30 min). */
export function durationText(minutes: number): {
  key: 'minutes' | 'hours' | 'hoursMinutes';
  values: { hours: number; minutes: number };
} {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return {
    key: hours === 0 ? 'minutes' : rest === 0 ? 'hours' : 'hoursMinutes',
    values: { hours, minutes: rest },
  };
}

/** One money limit row's identity, for test ids and the confirm call. */
export function limitId(kind: MoneyLimitKind, period: LimitPeriod): string {
  return `${kind}-${period}`;
}
