import { replayLottery6Draw, settleLottery6 } from '@platform/fair-games';
import type { Queryable } from '../../../db/database';
import type { JobContext, JobRun, ScheduledJob } from '../../../core/scheduler';
import { notePlay, recordReturn } from '../../../core/playerProtection';
import { userIdOfPlayerRef } from '../../../core/venues';
import { appendBetFeed, applyAtVenue } from '../inhouse/venueBooks';
import { ensureDraw, LOTTERY6_DRAW_SCHEDULE, nextDrawAfter } from './draws';
import { LOTTERY6_GAME_CODE, ticketRef, type StoredBet } from './tickets';

/**
 * Draws one six-number draw and settles all its tickets (docs/product-rules.md#games), inside the
 * scheduler run's transaction: the draw row locked (a second run finds it drawn and does nothing),
 * the numbers from its committed seed with its key as the client seed, each ticket's return
 * credited at the venue, the next draw's row created with its seed, and every ticket reported
 * `settled` on the feed last (the feed head is held only for the end of the transaction). The
 * platform's feed pull (every few seconds) then records the results.
 */
export async function runLottery6Draw(tx: Queryable, run: JobRun, ctx: JobContext): Promise<void> {
  const draw = await ensureDraw(tx, run, 'FOR UPDATE');
  if (draw.drawn_at !== null) {
    ctx.log.warn({ drawKey: run.key }, 'lottery draw already drawn; nothing to do');
    return;
  }
  const outcome = replayLottery6Draw(draw.server_seed, draw.draw_key);
  await tx.query(
    `UPDATE venue_sim_lottery6_draws SET numbers = $2, special = $3, drawn_at = $4
     WHERE draw_key = $1`,
    [draw.draw_key, outcome.numbers, outcome.special, ctx.now],
  );

  const { rows: tickets } = await tx.query<{
    id: number;
    player_ref: string;
    bets: StoredBet[];
    stake: number;
    bought_at: Date;
  }>(
    `SELECT id, player_ref, bets, stake, bought_at FROM venue_sim_lottery6_tickets
     WHERE draw_key = $1 AND settled_at IS NULL ORDER BY id FOR UPDATE`,
    [draw.draw_key],
  );
  const reports = [];
  for (const ticket of tickets) {
    const bets = ticket.bets.map(({ result: _r, returned: _x, ...bet }) => bet);
    const settled = settleLottery6(outcome, bets);
    // docs/product-rules.md#responsible-gambling: a ticket's return counts against the loss limits
    // and in the player's play session, before the venue wallet moves (a purchase's lock order).
    const userId = userIdOfPlayerRef(ticket.player_ref);
    if (settled.returned > 0 && userId !== null) {
      await recordReturn(tx, userId, settled.returned, ctx.now);
      await notePlay(tx, userId, { staked: 0, returned: settled.returned }, ctx.now);
    }
    if (
      settled.returned > 0 &&
      !(await applyAtVenue(
        tx,
        `${ticketRef(ticket.id)}:return`,
        ticket.player_ref,
        settled.returned,
      ))
    )
      throw new Error(`lottery return of ticket ${ticket.id} was not applied`);
    await tx.query(
      `UPDATE venue_sim_lottery6_tickets
       SET bets = $2::jsonb, returned = $3, valid_turnover = $4, settled_at = $5 WHERE id = $1`,
      [
        ticket.id,
        JSON.stringify(
          bets.map((bet, i) => ({
            ...bet,
            result: settled.bets[i]!.result,
            returned: settled.bets[i]!.returned,
          })),
        ),
        settled.returned,
        settled.validTurnover,
        ctx.now,
      ],
    );
    reports.push({ ticket, settled });
  }

  // Tickets are sold for the next draw as soon as this one is drawn: its seed is committed now.
  await ensureDraw(tx, nextDrawAfter(run.dueAt));

  for (const { ticket, settled } of reports)
    await appendBetFeed(tx, {
      roundRef: ticketRef(ticket.id),
      playerRef: ticket.player_ref,
      gameCode: LOTTERY6_GAME_CODE,
      stake: ticket.stake,
      validTurnover: settled.validTurnover,
      winLose: settled.returned - ticket.stake,
      status: 'settled',
      betTime: ticket.bought_at,
      settledAt: ctx.now,
    });
  ctx.log.info(
    {
      drawKey: draw.draw_key,
      numbers: outcome.numbers,
      special: outcome.special,
      tickets: tickets.length,
    },
    'lottery drawn',
  );
}

/** The scheduler job: every Tuesday, Thursday and Saturday at 21:30 business time. */
export const lottery6DrawJob: ScheduledJob = {
  name: 'lottery.draw',
  occurrences: LOTTERY6_DRAW_SCHEDULE,
  run: runLottery6Draw,
};
