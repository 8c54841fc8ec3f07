import { createHash } from 'node:crypto';
import { INHOUSE_PLAT_CODE, type InhouseRound } from '@platform/api-client/contract';
import { hashServerSeed } from '@platform/fair-games';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { chargeStake, notePlay, recordReturn } from '../../../core/playerProtection';
import { playerRefOf } from '../../../core/venues';
import { venueUnderMaintenance } from '../catalogue';
import { playRound, type GameBets } from './games';
import { ensureSeedRow, newServerSeed, seedState, type SeedState } from './seeds';
import { appendBetFeed, applyAtVenue, venueBalance } from './venueBooks';
import { onceByKey } from './keyedAction';

interface RoundRow {
  id: number;
  game_code: InhouseRound['gameCode'];
  bets: InhouseRound['bets'];
  outcome: InhouseRound['outcome'];
  stake: number;
  returned: number;
  valid_turnover: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  request_hash: string;
  settled_at: Date;
}

const ROUND_COLUMNS = `id, game_code, bets, outcome, stake, returned, valid_turnover, server_seed,
  server_seed_hash, client_seed, nonce, request_hash, settled_at`;

function toRound(row: RoundRow): InhouseRound {
  return {
    roundId: String(row.id),
    gameCode: row.game_code,
    bets: row.bets,
    outcome: row.outcome,
    stake: row.stake,
    returned: row.returned,
    validTurnover: row.valid_turnover,
    winLose: row.returned - row.stake,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    settledAt: row.settled_at.toISOString(),
  } as InhouseRound;
}

/** JSON with every object's keys in order (absent keys dropped), arrays as they are. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * "Same request" for a retried key: the game and its bets, key order aside (and the order of the
 * numbers a roulette chip covers, which names the same bet).
 */
function requestHash(game: GameBets): string {
  const bets =
    game.gameCode === 'roulette'
      ? game.bets.map((b) =>
          'numbers' in b ? { ...b, numbers: [...b.numbers].sort((x, y) => x - y) } : b,
        )
      : game.bets;
  return createHash('sha256')
    .update(canonicalJson([game.gameCode, bets]))
    .digest('hex');
}

export interface PlayedAnswer {
  round: InhouseRound;
  venueBalance: number;
  nextSeed: SeedState;
}

/**
 * One in-house round on the venue's own books (docs/product-rules.md#games), settled in one
 * transaction: the player's seed row locked (rounds of a player run one at a time, each with the
 * next nonce), the stake debited from the venue wallet (refused when short), the outcome drawn
 * from the committed seed, the return credited, the round and its feed row written, and a fresh
 * server seed committed. A retry with the same key answers the first round and moves nothing.
 * The platform then pulls the feed, so the bet record and the venue balance show at once.
 */
export async function playInhouseRound(
  ctx: Pick<DomainContext, 'db' | 'now' | 'venues' | 'log'>,
  userId: number,
  game: GameBets,
  idempotencyKey: string,
): Promise<PlayedAnswer> {
  const { db, now } = ctx;
  if (await venueUnderMaintenance(db, INHOUSE_PLAT_CODE))
    throw new DomainError('refused', 'venueMaintenance');

  const playerRef = playerRefOf(userId);
  const hash = requestHash(game);
  const play = () =>
    db.transaction(async (tx) => {
      await ensureSeedRow(tx, userId);
      const { rows: seeds } = await tx.query<{
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
        nonce: number;
      }>(
        `SELECT server_seed, server_seed_hash, client_seed, nonce FROM venue_sim_inhouse_seeds
         WHERE plat_code = $1 AND player_ref = $2 FOR UPDATE`,
        [INHOUSE_PLAT_CODE, playerRef],
      );
      const seed = seeds[0]!;
      const { rows: known } = await tx.query<RoundRow>(
        `SELECT ${ROUND_COLUMNS} FROM venue_sim_inhouse_rounds
         WHERE plat_code = $1 AND player_ref = $2 AND idempotency_key = $3`,
        [INHOUSE_PLAT_CODE, playerRef, idempotencyKey],
      );
      if (known[0]) {
        if (known[0].request_hash !== hash)
          throw new DomainError('conflict', 'idempotencyConflict');
        return { row: known[0], fresh: false };
      }

      const played = playRound(game, {
        serverSeed: seed.server_seed,
        clientSeed: seed.client_seed,
        nonce: seed.nonce,
      });
      // docs/product-rules.md#responsible-gambling: the limits and the play session, before the
      // stake moves; the round's return is known in the same transaction.
      await chargeStake(tx, userId, played.stake, now);
      await notePlay(tx, userId, { staked: played.stake, returned: played.returned }, now);
      if (played.returned > 0) await recordReturn(tx, userId, played.returned, now);
      const { rows: inserted } = await tx.query<RoundRow>(
        `INSERT INTO venue_sim_inhouse_rounds
           (plat_code, player_ref, game_code, bets, outcome, stake, returned, valid_turnover,
            server_seed, server_seed_hash, client_seed, nonce, idempotency_key, request_hash, settled_at)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         RETURNING ${ROUND_COLUMNS}`,
        [
          INHOUSE_PLAT_CODE,
          playerRef,
          played.detail.gameCode,
          JSON.stringify(played.detail.bets),
          JSON.stringify(played.detail.outcome),
          played.stake,
          played.returned,
          played.validTurnover,
          seed.server_seed,
          seed.server_seed_hash,
          seed.client_seed,
          seed.nonce,
          idempotencyKey,
          hash,
          now,
        ],
      );
      const row = inserted[0]!;
      if (!(await applyAtVenue(tx, `R${row.id}:stake`, playerRef, -played.stake)))
        throw new DomainError('refused', 'inhouseInsufficientFunds');
      if (played.returned > 0)
        await applyAtVenue(tx, `R${row.id}:return`, playerRef, played.returned);

      const nextSeed = newServerSeed();
      await tx.query(
        `UPDATE venue_sim_inhouse_seeds
         SET server_seed = $3, server_seed_hash = $4, nonce = nonce + 1
         WHERE plat_code = $1 AND player_ref = $2`,
        [INHOUSE_PLAT_CODE, playerRef, nextSeed, hashServerSeed(nextSeed)],
      );
      await appendBetFeed(tx, {
        roundRef: String(row.id),
        playerRef,
        gameCode: played.detail.gameCode,
        stake: played.stake,
        validTurnover: played.validTurnover,
        winLose: played.returned - played.stake,
        status: 'settled',
        betTime: now,
        settledAt: now,
      });
      return { row, fresh: true };
    });

  const result = await onceByKey(ctx, 'a round', play);
  return {
    round: toRound(result.row),
    venueBalance: await venueBalance(db, playerRef),
    nextSeed: await seedState(db, userId),
  };
}

/** One of the player's rounds with its revealed seed (the verify page and the history). */
export async function inhouseRound(
  db: Queryable,
  userId: number,
  roundId: string,
): Promise<InhouseRound> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM venue_sim_inhouse_rounds
     WHERE id = $1 AND plat_code = $2 AND player_ref = $3`,
    [roundId, INHOUSE_PLAT_CODE, playerRefOf(userId)],
  );
  if (!rows[0]) throw new DomainError('notFound', 'notFound');
  return toRound(rows[0]);
}
