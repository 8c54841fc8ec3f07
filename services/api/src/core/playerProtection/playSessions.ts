import type { Queryable } from '../../db/database';

/** What a play moved, fen: a stake, a return, or neither (a game opened). */
export interface PlayMovement {
  staked: number;
  returned: number;
}

/**
 * A play of the player's (docs/product-rules.md#responsible-gambling), inside the transaction that
 * moves its money: starts or extends their play session, adds the movement to it, and refuses a
 * stake (or a game opened) once the session limit has ended play.
 *
 * Skeleton: the play session is being built; until then this records nothing.
 */
export async function notePlay(
  _tx: Queryable,
  _userId: number,
  _movement: PlayMovement,
  _now: Date,
): Promise<void> {
  return;
}
