import type { Queryable } from '../../db/database';
import { DomainError } from '../../core/errors';
import type { GameRef } from './catalogue';

/**
 * A member's favourite games (docs/product-rules.md#games): adding one twice or removing one that
 * is not there changes nothing and is not an error, so a retried tap is harmless.
 */
export async function saveFavourite(
  db: Queryable,
  userId: number,
  ref: GameRef,
  now: Date,
): Promise<void> {
  const { rows } = await db.query(
    `INSERT INTO game_favourites (user_id, plat_code, game_code, created_at)
     SELECT $1, plat_code, game_code, $4 FROM games
     WHERE plat_code = $2 AND game_code = $3 AND status <> 'hidden'
     ON CONFLICT (user_id, plat_code, game_code) DO NOTHING
     RETURNING 1`,
    [userId, ref.platCode, ref.gameCode, now],
  );
  if (rows.length > 0) return;
  const { rows: known } = await db.query(
    `SELECT 1 FROM games WHERE plat_code = $1 AND game_code = $2 AND status <> 'hidden'`,
    [ref.platCode, ref.gameCode],
  );
  if (known.length === 0) throw new DomainError('notFound', 'gameNotFound');
}

export async function deleteFavourite(db: Queryable, userId: number, ref: GameRef): Promise<void> {
  await db.query(
    'DELETE FROM game_favourites WHERE user_id = $1 AND plat_code = $2 AND game_code = $3',
    [userId, ref.platCode, ref.gameCode],
  );
}

export async function deleteAllFavourites(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM game_favourites WHERE user_id = $1 RETURNING 1', [
    userId,
  ]);
  return rows.length;
}
