import { randomUUID } from 'node:crypto';
import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import { routePath } from '@platform/routes';
import { playerBalancesWithVenue } from '../../core/ledger';
import type { DomainContext } from '../../core/context';
import { DomainError } from '../../core/errors';
import { notePlay, refuseOnBreak } from '../../core/playerProtection';
import type { UserRecord } from '../../core/auth';
import { releaseVenueLockIfAllowed, transferWithVenue } from '../../core/venues';
import { findGame, venueUnderMaintenance } from './catalogue';

/** The simulated providers' launch page (http/handlers/games.ts): says which game is open. */
export const SIM_LAUNCH_PATH = '/web/sim/launch';

export interface LaunchRequest {
  platCode: string;
  gameCode?: string | undefined;
  device: 'h5' | 'pc';
}

export type LaunchAnswer =
  | {
      kind: 'inhouse';
      game: string;
      gameName: string;
      gameUrl: string;
      openMode: null;
      transferredAmount: number;
    }
  | {
      kind: 'thirdParty';
      game: string | null;
      gameName: string | null;
      gameUrl: string;
      openMode: 'h5';
      transferredAmount: number;
    };

/**
 * Free-transfer mode (docs/product-rules.md#transfers): entering a venue releases its lock when the
 * rule allows, then moves everything the central wallet can spend into it. Moving it is its own
 * venue transfer (two-phase, exactly once); a launch that finds the central wallet already empty
 * (a retry, or a launch racing this one) moves nothing. Answers the amount this launch moved.
 */
async function followIntoVenue(ctx: DomainContext, userId: number, platCode: string) {
  await ctx.db.transaction((tx) => releaseVenueLockIfAllowed(tx, userId, platCode, ctx.now));
  const { wallets } = await playerBalancesWithVenue(ctx.db, userId, null);
  if (wallets.central <= 0) return 0;
  try {
    const transfer = await transferWithVenue(ctx, {
      userId,
      platCode,
      direction: 'toVenue',
      amount: wallets.central,
      idempotencyKey: `launch:${platCode}:${randomUUID()}`,
    });
    return transfer.amount;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // Another launch took the money first: the venue has it, nothing is lost.
    const after = await playerBalancesWithVenue(ctx.db, userId, null);
    if (after.wallets.central < wallets.central) return 0;
    throw error;
  }
}

/**
 * Launching a game (docs/product-rules.md#games): a venue or game under maintenance refuses; in
 * free-transfer mode the money follows the player in; the in-house venue opens the app's own play
 * page, a simulated provider its launch page (opened by playH5).
 */
export async function launchGame(
  ctx: DomainContext,
  user: UserRecord,
  req: LaunchRequest,
): Promise<LaunchAnswer> {
  if (await venueUnderMaintenance(ctx.db, req.platCode))
    throw new DomainError('refused', 'gameVenueMaintenance');
  const inHouse = req.platCode === INHOUSE_PLAT_CODE;
  let gameCode: string | null = null;
  let gameName: string | null = null;
  if (req.gameCode || inHouse) {
    const game = req.gameCode
      ? await findGame(ctx.db, { platCode: req.platCode, gameCode: req.gameCode }, ctx.lang)
      : null;
    if (!game) throw new DomainError('notFound', 'gameNotFound');
    if (game.gameMaintenance) throw new DomainError('refused', 'gameMaintenance');
    gameCode = game.gameCode;
    gameName = game.gameName;
  }

  const transferredAmount = user.autoTransfer
    ? await followIntoVenue(ctx, user.id, req.platCode)
    : 0;
  // docs/product-rules.md#responsible-gambling: a game opened is a play; refused on a break or
  // once the session limit has ended play. After the money followed (which is refused for the
  // same reasons before it moves), so a launch refused there starts no session.
  await ctx.db.transaction(async (tx) => {
    await refuseOnBreak(tx, user.id, ctx.now);
    await notePlay(tx, user.id, { staked: 0, returned: 0 }, ctx.now);
  });

  if (inHouse && gameCode && gameName) {
    return {
      kind: 'inhouse',
      game: gameCode,
      gameName,
      gameUrl: routePath('gamePlay', { platCode: req.platCode, gameCode }),
      openMode: null,
      transferredAmount,
    };
  }
  const query = new URLSearchParams({ platCode: req.platCode, lang: ctx.lang, device: req.device });
  if (gameCode) query.set('gameCode', gameCode);
  return {
    kind: 'thirdParty',
    game: gameCode,
    gameName,
    gameUrl: `${SIM_LAUNCH_PATH}?${query.toString()}`,
    openMode: 'h5',
    transferredAmount,
  };
}
