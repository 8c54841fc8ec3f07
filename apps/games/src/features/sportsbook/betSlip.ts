import {
  BASE_CURRENCY,
  minimumStakeFen,
  potentialReturnFen,
  slipKindOf,
  sportsSlipSchemaIn,
  type CurrencyCode,
  type SlipKind,
  type SportsEvent,
  type SportsPick,
  type SportsSelection,
} from '@platform/api-client/contract';

/**
 * The bet slip sheet's rules (docs/product-rules.md#games), on top of the contract's slip rules:
 * what the player picked, at the odds shown now.
 */

export interface Picked {
  eventId: string;
  pick: SportsPick;
}

/** A tap on an odds button: adds the pick, moves it within an event, or takes it off again. */
export function togglePick(picked: readonly Picked[], tapped: Picked): Picked[] {
  const same = picked.find((p) => p.eventId === tapped.eventId);
  if (!same) return [...picked, tapped];
  if (same.pick === tapped.pick) return picked.filter((p) => p.eventId !== tapped.eventId);
  return picked.map((p) => (p.eventId === tapped.eventId ? tapped : p));
}

/** The picks still open for betting, at the odds the events show now. */
export function selectionsAtShownOdds(
  picked: readonly Picked[],
  events: readonly SportsEvent[],
): SportsSelection[] {
  return picked.flatMap((p) => {
    const event = events.find((e) => e.eventId === p.eventId);
    const odds = event?.open ? event.odds[p.pick] : null;
    return odds ? [{ eventId: p.eventId, pick: p.pick, odds }] : [];
  });
}

export interface SlipSummary {
  kind: SlipKind | null;
  /** The stake the kind asks for at least, fen; null while the count makes no slip. */
  minimum: number | null;
  potentialReturn: number;
  /** The first rule the slip breaks (a `validation` key and its params), null when it may go. */
  problem: { key: string; params: Record<string, unknown> } | null;
}

/**
 * What the sheet shows and whether the slip may be placed, by the contract's own slip rules, the
 * minimums read in the member's currency.
 */
export function summarize(
  selections: readonly SportsSelection[],
  stake: number | null,
  currency: CurrencyCode = BASE_CURRENCY,
): SlipSummary {
  const kind = slipKindOf(selections.length);
  const checked = sportsSlipSchemaIn(currency).safeParse({ selections, stake: stake ?? 0 });
  const issue = checked.success ? null : checked.error.issues[0]!;
  return {
    kind,
    minimum: kind ? minimumStakeFen(kind, currency) : null,
    potentialReturn:
      kind && stake
        ? potentialReturnFen(
            stake,
            selections.map((s) => s.odds),
          )
        : 0,
    // Too few or too many picks is the first thing to say, whatever the stake.
    problem: !kind
      ? { key: 'sportsbook.selections', params: {} }
      : issue
        ? {
            key: stake === null && issue.path[0] === 'stake' ? 'sportsbook.stake' : issue.message,
            params:
              issue.code === 'custom' ? ((issue.params ?? {}) as Record<string, unknown>) : {},
          }
        : null,
  };
}

/** Odds in thousandths as players read them: 1850 -> "1.850". */
export function oddsText(odds: number): string {
  return `${Math.floor(odds / 1_000)}.${String(odds % 1_000).padStart(3, '0')}`;
}
