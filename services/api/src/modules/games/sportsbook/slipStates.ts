import {
  ODDS_SCALE,
  potentialReturnFen,
  type SportsLegState,
  type SportsPick,
  type SportsSlipState,
} from '@platform/api-client/contract';

/**
 * The slip state machine (docs/product-rules.md#games), pure: what happens on an event moves the
 * legs (selections) on it, and the legs decide the slip.
 *
 * Leg: `awaiting` (taken in a dangerous moment) -> `open` on a goal-kick restart, `rejected` on a
 * goal or a red card, or when the event ends before the moment was confirmed; `open` -> `won` or
 * `lost` when the event finishes, `void` when it is void.
 *
 * Slip: `pending` -> `cancelled` (stake back) once a leg is rejected, -> `accepted` once no leg
 * awaits; `accepted` -> `lost` once a leg lost, -> `void` (stake back) when every leg is void,
 * -> `won` when every leg won or is void, paid floor(stake × product of the odds / 1000^n) with a
 * void leg at 1.000.
 */

/** What happens on an event, as far as the legs on it are concerned. */
export type EventHappening =
  | { kind: 'goal' | 'redCard' | 'goalKick' }
  | { kind: 'finish'; winner: SportsPick }
  | { kind: 'void' };

export function legAfter(
  leg: SportsLegState,
  pick: SportsPick,
  happening: EventHappening,
): SportsLegState {
  if (leg === 'awaiting') return happening.kind === 'goalKick' ? 'open' : 'rejected';
  if (leg !== 'open') return leg;
  if (happening.kind === 'finish') return happening.winner === pick ? 'won' : 'lost';
  if (happening.kind === 'void') return 'void';
  return 'open';
}

export interface SlipLeg {
  state: SportsLegState;
  odds: number;
}

export interface SlipOutcome {
  state: SportsSlipState;
  /** Paid back when it ended, fen; null while pending or accepted. */
  returned: number | null;
}

const ENDED: readonly SportsSlipState[] = ['cancelled', 'won', 'lost', 'void'];

export function isEnded(state: SportsSlipState): boolean {
  return ENDED.includes(state);
}

/** The slip's state once its legs are as given; an ended slip never moves. */
export function slipAfter(
  current: SportsSlipState,
  stake: number,
  legs: readonly SlipLeg[],
): SlipOutcome {
  if (isEnded(current)) return { state: current, returned: null };
  if (current === 'pending') {
    if (legs.some((l) => l.state === 'rejected')) return { state: 'cancelled', returned: stake };
    if (legs.some((l) => l.state === 'awaiting')) return { state: 'pending', returned: null };
  }
  if (legs.some((l) => l.state === 'lost')) return { state: 'lost', returned: 0 };
  if (legs.some((l) => l.state === 'open' || l.state === 'awaiting'))
    return { state: 'accepted', returned: null };
  if (legs.every((l) => l.state === 'void')) return { state: 'void', returned: stake };
  return {
    state: 'won',
    returned: potentialReturnFen(
      stake,
      legs.map((l) => (l.state === 'won' ? l.odds : ODDS_SCALE)),
    ),
  };
}

/** A new slip: pending when a leg was taken in a dangerous moment, otherwise accepted. */
export function placedState(legs: readonly SlipLeg[]): SportsSlipState {
  return legs.some((l) => l.state === 'awaiting') ? 'pending' : 'accepted';
}
