import type { Lottery6Result } from '@platform/api-client/contract';
import { hashServerSeed } from '@platform/fair-games';
import type { Queryable } from '../../../db/database';
import { weeklyAt, type JobRun } from '../../../core/scheduler';
import { newServerSeed } from '../inhouse/seeds';

/**
 * The six-number lottery's draws (docs/product-rules.md#games): Tuesday, Thursday and Saturday at
 * 21:30 business time, each keyed by its scheduler run key, which is also its client seed.
 */
export const LOTTERY6_DRAW_SCHEDULE = weeklyAt({ weekdays: [2, 4, 6], time: '21:30' });

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** How many drawn results the screen shows. */
export const LOTTERY6_RESULTS_SHOWN = 10;

/** The first draw strictly after `at` (a draw at `at` itself has closed its sales). */
export function nextDrawAfter(at: Date): JobRun {
  const next = LOTTERY6_DRAW_SCHEDULE(at, new Date(at.getTime() + WEEK_MS))[0];
  if (!next) throw new Error('the lottery schedule has no draw within a week');
  return next;
}

export interface DrawRow {
  draw_key: string;
  draw_at: Date;
  server_seed: string;
  server_seed_hash: string;
  numbers: number[] | null;
  special: number | null;
  drawn_at: Date | null;
}

const DRAW_COLUMNS = 'draw_key, draw_at, server_seed, server_seed_hash, numbers, special, drawn_at';

/** The draw's row, created with a fresh committed server seed the first time it is asked for. */
export async function ensureDraw(
  db: Queryable,
  draw: JobRun,
  lock: '' | 'FOR SHARE' | 'FOR UPDATE' = '',
): Promise<DrawRow> {
  const serverSeed = newServerSeed();
  await db.query(
    `INSERT INTO venue_sim_lottery6_draws (draw_key, draw_at, server_seed, server_seed_hash)
     VALUES ($1, $2, $3, $4) ON CONFLICT (draw_key) DO NOTHING`,
    [draw.key, draw.dueAt, serverSeed, hashServerSeed(serverSeed)],
  );
  const { rows } = await db.query<DrawRow>(
    `SELECT ${DRAW_COLUMNS} FROM venue_sim_lottery6_draws WHERE draw_key = $1 ${lock}`,
    [draw.key],
  );
  return rows[0]!;
}

/**
 * The draw tickets are sold for at `now`: the earliest whose draw time is after now and that is not
 * drawn yet (a draw run early by the scheduler's dev clock closes its sales too). `lock` holds it
 * against the draw job until the caller's transaction ends, so a ticket is never left out of it.
 */
export async function openDraw(
  db: Queryable,
  now: Date,
  lock: '' | 'FOR SHARE' = '',
): Promise<DrawRow> {
  for (let from = now; ;) {
    const next = nextDrawAfter(from);
    const row = await ensureDraw(db, next, lock);
    if (row.drawn_at === null) return row;
    from = next.dueAt;
  }
}

/** What the screen shows of the open draw: its times and its committed seed's hash. */
export function openDrawView(row: DrawRow) {
  return {
    drawKey: row.draw_key,
    drawAt: row.draw_at.toISOString(),
    salesCloseAt: row.draw_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
  };
}

/** The open draw and the last results, each with its seed revealed. */
export async function lottery6Draws(
  db: Queryable,
  now: Date,
): Promise<{ open: ReturnType<typeof openDrawView>; results: Lottery6Result[] }> {
  const open = await openDraw(db, now);
  const { rows } = await db.query<DrawRow>(
    `SELECT ${DRAW_COLUMNS} FROM venue_sim_lottery6_draws WHERE drawn_at IS NOT NULL
     ORDER BY draw_at DESC LIMIT $1`,
    [LOTTERY6_RESULTS_SHOWN],
  );
  return {
    open: openDrawView(open),
    results: rows.map((row) => ({
      drawKey: row.draw_key,
      drawAt: row.draw_at.toISOString(),
      drawnAt: row.drawn_at!.toISOString(),
      numbers: row.numbers!,
      special: row.special!,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
    })),
  };
}
