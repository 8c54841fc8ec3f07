import { INHOUSE_PLAT_CODE } from '@platform/api-client/contract';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { pullBetFeed } from '../betFeed';

type PullContext = Pick<DomainContext, 'db' | 'venues' | 'log'>;

/**
 * The platform pulls the in-house feed right after the venue committed a bet's state, so the bet
 * record shows it at once; a failure is logged and the interval pull retries it.
 */
export async function pullHouseFeed(ctx: PullContext, after: string): Promise<void> {
  await pullBetFeed(ctx, INHOUSE_PLAT_CODE).catch((error: unknown) =>
    ctx.log.error({ err: error }, `bet feed pull after ${after} failed; the interval retries`),
  );
}

/**
 * One keyed money action at the in-house venue (a round, a ticket, a slip;
 * docs/product-rules.md#money): `attempt` runs it in one transaction, or finds the one its key
 * already made (`fresh: false`). Two first attempts of one key at once: the loser's unique
 * violation is answered by attempting again, which finds the winner's. A new one is pulled into
 * the bet records at once.
 */
export async function onceByKey<T extends { fresh: boolean }>(
  ctx: PullContext,
  what: string,
  attempt: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    result = await attempt();
  }
  if (result.fresh) await pullHouseFeed(ctx, what);
  return result;
}
