import { createHash } from 'node:crypto';
import type { LanguageKey } from '@platform/i18n/languages';
import {
  INHOUSE_PLAT_CODE,
  minimumStakeFen,
  potentialReturnFen,
  slipKindOf,
  type SportsLegState,
  type SportsPick,
  type SportsSlip,
  type SportsSlipState,
  type SportsSlipView,
} from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError, invalidInput } from '../../../core/errors';
import { memberFigures } from '../../../core/site';
import { chargeStake, notePlay, recordReturn } from '../../../core/playerProtection';
import { playerRefOf, userIdOfPlayerRef } from '../../../core/venues';
import { appendBetFeed, applyAtVenue, venueBalance } from '../inhouse/venueBooks';
import { venueUnderMaintenance } from '../catalogue';
import { TEAMS } from './names';
import { isOpen, lockEvent, oddsOfPick, type EventRow } from './eventStore';
import { legAfter, placedState, slipAfter, type EventHappening } from './slipStates';
import { onceByKey } from '../inhouse/keyedAction';

/**
 * Sports slips on the in-house venue's books (docs/product-rules.md#games): placing one takes the
 * stake and reports it `pending` to the feed in one transaction; what happens on an event then
 * moves its legs and the slips they belong to (refund -> `cancelled`, result -> `settled`), in the
 * transaction that changed the event.
 */

interface SlipRow {
  id: number;
  player_ref: string;
  kind: 'single' | 'parlay';
  stake: number;
  state: SportsSlipState;
  returned: number | null;
  request_hash: string;
  placed_at: Date;
  settled_at: Date | null;
}

interface LegRow {
  slip_id: number;
  event_id: number;
  pick: SportsPick;
  odds: number;
  state: SportsLegState;
}

const SLIP_COLUMNS =
  'id, player_ref, kind, stake, state, returned, request_hash, placed_at, settled_at';

/** The venue's reference of a slip in its wallet moves and its bet feed. */
export function slipRef(slipId: number): string {
  return `SB${slipId}`;
}

/** One game code per sport in the catalogue; a parlay with any football leg is the sportsbook's. */
function gameCodeOf(sports: readonly string[]): 'sportsbook' | 'esportsbook' {
  return sports.every((s) => s === 'esports') ? 'esportsbook' : 'sportsbook';
}

/** "Same request" for a retried key: the stake and the selections, whatever their order. */
function requestHash(slip: SportsSlip): string {
  const selections = [...slip.selections]
    .sort((a, b) => Number(a.eventId) - Number(b.eventId))
    .map((s) => [s.eventId, s.pick, s.odds]);
  return createHash('sha256')
    .update(JSON.stringify([slip.stake, selections]))
    .digest('hex');
}

function pickText(odds: number): string {
  return (odds / 1_000).toFixed(3);
}

export interface PlacedSlip {
  slip: SportsSlipView;
  venueBalance: number;
}

/**
 * Places a slip at the odds the player saw: every event open, every price unchanged (else refused
 * with the new odds, nothing moves), the stake taken from the venue wallet (refused when short),
 * the slip pending when a selection's event is in a dangerous moment. A retried key answers the
 * first slip and moves nothing.
 */
export async function placeSportsSlip(
  ctx: Pick<DomainContext, 'db' | 'now' | 'venues' | 'log' | 'lang'>,
  userId: number,
  slip: SportsSlip,
  idempotencyKey: string,
): Promise<PlacedSlip> {
  const { db, now } = ctx;
  if (await venueUnderMaintenance(db, INHOUSE_PLAT_CODE))
    throw new DomainError('refused', 'venueMaintenance');
  const kind = slipKindOf(slip.selections.length);
  if (!kind) throw new DomainError('invalidInput', 'validation:sportsbook.selections');
  // The contract's rule checks the minimum as written (fen); the member's stake is in their
  // currency, so the minimum is read in it too (docs/product-rules.md#currency).
  const { currency, figure } = await memberFigures(db, userId);
  const minimum = figure(minimumStakeFen(kind));
  if (slip.stake < minimum)
    throw invalidInput(kind === 'single' ? 'sportsbook.singleMin' : 'sportsbook.parlayMin', {
      min: minimum,
      currency,
    });

  const playerRef = playerRefOf(userId);
  const hash = requestHash(slip);
  const place = () =>
    db.transaction(async (tx) => {
      const { rows: known } = await tx.query<SlipRow>(
        `SELECT ${SLIP_COLUMNS} FROM venue_sim_sports_slips
         WHERE plat_code = $1 AND player_ref = $2 AND idempotency_key = $3`,
        [INHOUSE_PLAT_CODE, playerRef, idempotencyKey],
      );
      if (known[0]) {
        if (known[0].request_hash !== hash)
          throw new DomainError('conflict', 'idempotencyConflict');
        return { slipId: known[0].id, fresh: false };
      }
      // Events locked in id order: an incident cannot change one between the check and the slip.
      const ordered = [...slip.selections].sort((a, b) => Number(a.eventId) - Number(b.eventId));
      const events: EventRow[] = [];
      for (const s of ordered) events.push(await lockEvent(tx, s.eventId));
      const changed: string[] = [];
      ordered.forEach((s, i) => {
        const event = events[i]!;
        const now = oddsOfPick(event, s.pick);
        if (!isOpen(event) || now === null)
          throw new DomainError('refused', 'server:sportsbook.eventClosed');
        if (now !== s.odds)
          changed.push(
            `${TEAMS[event.sport][event.home_team]![ctx.lang]} – ${TEAMS[event.sport][event.away_team]![ctx.lang]}: ${pickText(now)}`,
          );
      });
      if (changed.length > 0)
        throw new DomainError('refused', 'server:sportsbook.oddsChanged', {
          odds: changed.join('; '),
        });

      // docs/product-rules.md#responsible-gambling: the limits and the play session, before the
      // stake moves.
      await chargeStake(tx, userId, slip.stake, now);
      await notePlay(tx, userId, { staked: slip.stake, returned: 0 }, now);
      const legs = ordered.map((s, i) => ({
        ...s,
        state: (events[i]!.danger_side ? 'awaiting' : 'open') as SportsLegState,
      }));
      const state = placedState(legs);
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO venue_sim_sports_slips
           (plat_code, player_ref, kind, stake, state, idempotency_key, request_hash, placed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [INHOUSE_PLAT_CODE, playerRef, kind, slip.stake, state, idempotencyKey, hash, now],
      );
      const slipId = inserted[0]!.id;
      for (const l of legs)
        await tx.query(
          `INSERT INTO venue_sim_sports_legs (slip_id, event_id, pick, odds, state)
           VALUES ($1, $2, $3, $4, $5)`,
          [slipId, l.eventId, l.pick, l.odds, l.state],
        );
      if (!(await applyAtVenue(tx, `${slipRef(slipId)}:stake`, playerRef, -slip.stake)))
        throw new DomainError('refused', 'server:sportsbook.insufficientFunds');
      await appendBetFeed(tx, {
        roundRef: slipRef(slipId),
        playerRef,
        gameCode: gameCodeOf(events.map((e) => e.sport)),
        stake: slip.stake,
        validTurnover: 0,
        winLose: 0,
        status: 'pending',
        betTime: now,
        settledAt: null,
      });
      return { slipId, fresh: true };
    });

  const result = await onceByKey(ctx, 'a sports slip', place);
  const [view] = await slipViews(db, playerRef, ctx.lang, result.slipId);
  return { slip: view!, venueBalance: await venueBalance(db, playerRef) };
}

async function slipViews(
  db: Queryable,
  playerRef: string,
  lang: LanguageKey,
  slipId?: number,
): Promise<SportsSlipView[]> {
  const { rows: slips } = await db.query<SlipRow>(
    `SELECT ${SLIP_COLUMNS} FROM venue_sim_sports_slips
     WHERE plat_code = $1 AND player_ref = $2 AND ($3::bigint IS NULL OR id = $3)
     ORDER BY id DESC LIMIT 50`,
    [INHOUSE_PLAT_CODE, playerRef, slipId ?? null],
  );
  if (slips.length === 0) return [];
  const { rows: legs } = await db.query<
    LegRow & { sport: EventRow['sport']; home_team: number; away_team: number }
  >(
    `SELECT l.slip_id, l.event_id, l.pick, l.odds, l.state, e.sport, e.home_team, e.away_team
     FROM venue_sim_sports_legs l JOIN venue_sim_sports_events e ON e.id = l.event_id
     WHERE l.slip_id = ANY($1::bigint[]) ORDER BY l.slip_id, l.event_id`,
    [slips.map((s) => s.id)],
  );
  return slips.map((s) => {
    const mine = legs.filter((l) => l.slip_id === s.id);
    return {
      slipId: String(s.id),
      kind: s.kind,
      state: s.state,
      stake: s.stake,
      potentialReturn: potentialReturnFen(
        s.stake,
        mine.map((l) => l.odds),
      ),
      returned: s.returned,
      placedAt: s.placed_at.toISOString(),
      settledAt: s.settled_at?.toISOString() ?? null,
      selections: mine.map((l) => ({
        eventId: String(l.event_id),
        sport: l.sport,
        home: TEAMS[l.sport][l.home_team]![lang],
        away: TEAMS[l.sport][l.away_team]![lang],
        pick: l.pick,
        odds: l.odds,
        state: l.state,
      })),
    };
  });
}

/** The player's latest 50 slips, newest first. */
export async function listSportsSlips(
  db: Queryable,
  userId: number,
  lang: LanguageKey,
): Promise<{ slips: SportsSlipView[] }> {
  return { slips: await slipViews(db, playerRefOf(userId), lang) };
}

/**
 * What happened on an event moves its legs, then every slip holding one of them: a slip that ends
 * is paid at the venue and its end reported to the feed (cancelled or void -> `cancelled` with the
 * stake back; won or lost -> `settled` with its valid turnover, the stake). Runs inside the
 * transaction that changed the event (the event row is locked).
 */
export async function settleLegsOn(
  tx: Queryable,
  eventId: number,
  happening: EventHappening,
  now: Date,
): Promise<void> {
  const { rows: touched } = await tx.query<LegRow>(
    `SELECT slip_id, event_id, pick, odds, state FROM venue_sim_sports_legs
     WHERE event_id = $1 AND state IN ('awaiting', 'open') ORDER BY slip_id`,
    [eventId],
  );
  for (const leg of touched) {
    const next = legAfter(leg.state, leg.pick, happening);
    if (next === leg.state) continue;
    await tx.query(
      'UPDATE venue_sim_sports_legs SET state = $3 WHERE slip_id = $1 AND event_id = $2',
      [leg.slip_id, leg.event_id, next],
    );
    await advanceSlip(tx, leg.slip_id, now);
  }
}

/**
 * A return settled after the slip was placed (a win, a void, a refund) counts against the loss
 * limits and in the play session (docs/product-rules.md#responsible-gambling); counted before the
 * venue wallet moves, in the order a placement takes its locks.
 */
async function countReturn(tx: Queryable, playerRef: string, returned: number, now: Date) {
  const userId = userIdOfPlayerRef(playerRef);
  if (userId === null) return;
  await recordReturn(tx, userId, returned, now);
  await notePlay(tx, userId, { staked: 0, returned }, now);
}

async function advanceSlip(tx: Queryable, slipId: number, now: Date): Promise<void> {
  const { rows } = await tx.query<SlipRow>(
    `SELECT ${SLIP_COLUMNS} FROM venue_sim_sports_slips WHERE id = $1 FOR UPDATE`,
    [slipId],
  );
  const slip = rows[0]!;
  const { rows: legs } = await tx.query<LegRow & { sport: EventRow['sport'] }>(
    `SELECT l.slip_id, l.event_id, l.pick, l.odds, l.state, e.sport
     FROM venue_sim_sports_legs l JOIN venue_sim_sports_events e ON e.id = l.event_id
     WHERE l.slip_id = $1`,
    [slipId],
  );
  const next = slipAfter(slip.state, slip.stake, legs);
  if (next.state === slip.state) return;
  const ended = next.returned !== null;
  await tx.query(
    `UPDATE venue_sim_sports_slips SET state = $2, returned = $3, settled_at = $4 WHERE id = $1`,
    [slipId, next.state, next.returned, ended ? now : null],
  );
  if (!ended) return;
  const ref = slipRef(slipId);
  if (next.returned! > 0) {
    await countReturn(tx, slip.player_ref, next.returned!, now);
    await applyAtVenue(tx, `${ref}:end`, slip.player_ref, next.returned!);
  }
  const settled = next.state === 'won' || next.state === 'lost';
  await appendBetFeed(tx, {
    roundRef: ref,
    playerRef: slip.player_ref,
    gameCode: gameCodeOf(legs.map((l) => l.sport)),
    stake: slip.stake,
    validTurnover: settled ? slip.stake : 0,
    winLose: settled ? next.returned! - slip.stake : 0,
    status: settled ? 'settled' : 'cancelled',
    betTime: slip.placed_at,
    settledAt: now,
  });
}
