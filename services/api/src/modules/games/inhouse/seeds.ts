import { randomBytes } from 'node:crypto';
import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import { hashServerSeed } from '@platform/fair-games';
import type { Queryable } from '../../../db/database';
import { playerRefOf } from '../../../core/venues';

/**
 * The player's provably fair seeds at the in-house venue (docs/decisions.md#games): a server seed
 * committed by its hash before it is used, the player's client seed, and the next round's nonce.
 */
export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A fresh server seed: 32 bytes from the operating system's generator, as hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The seed row of a player, created on first use (committed server seed, random client seed). */
export async function ensureSeedRow(tx: Queryable, userId: number): Promise<void> {
  const serverSeed = newServerSeed();
  await tx.query(
    `INSERT INTO venue_sim_inhouse_seeds (plat_code, player_ref, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [
      INHOUSE_PLAT_CODE,
      playerRefOf(userId),
      serverSeed,
      hashServerSeed(serverSeed),
      defaultClientSeed(),
    ],
  );
}

export async function seedState(db: Queryable, userId: number): Promise<SeedState> {
  await ensureSeedRow(db, userId);
  const { rows } = await db.query<{ server_seed_hash: string; client_seed: string; nonce: number }>(
    `SELECT server_seed_hash, client_seed, nonce FROM venue_sim_inhouse_seeds
     WHERE plat_code = $1 AND player_ref = $2`,
    [INHOUSE_PLAT_CODE, playerRefOf(userId)],
  );
  const row = rows[0]!;
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

/**
 * The player's own seed for the next rounds. The committed server seed stays: its hash was shown
 * before the player chose, so the choice cannot be steered by the server.
 */
export async function setClientSeed(
  db: Queryable,
  userId: number,
  clientSeed: string,
): Promise<SeedState> {
  await ensureSeedRow(db, userId);
  await db.query(
    `UPDATE venue_sim_inhouse_seeds SET client_seed = $3 WHERE plat_code = $1 AND player_ref = $2`,
    [INHOUSE_PLAT_CODE, playerRefOf(userId), clientSeed],
  );
  return seedState(db, userId);
}
