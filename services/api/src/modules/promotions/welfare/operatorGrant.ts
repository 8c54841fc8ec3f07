import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { findUserByUsername } from '../../../core/auth';
import { memberFigures } from '../../../core/site';
import {
  grantWelfare,
  sameInEveryLanguage,
  welfareBonusTitle,
  type GrantedWelfare,
} from './welfareItems';
import { refuseOnBreak } from '../../../core/playerProtection';

/**
 * An operator's welfare grant (`pnpm ops welfare:grant`, and `POST /__dev/welfare/grant` outside
 * production): money under the standard "Welfare bonus" title in every language, or an item in
 * kind under the operator's own words (docs/product-rules.md#welfare).
 */
export const operatorGrantSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('virtual'),
    username: z.string().trim().min(1),
    /** Fen as the operator writes it, paid in the member's currency (docs/product-rules.md#currency). */
    amount: z.number().int().positive().max(1_000_000_000),
    count: z.number().int().positive().max(1_000).default(1),
    grantKey: z.string().trim().min(1).max(100).optional(),
  }),
  z.object({
    type: z.literal('inKind'),
    username: z.string().trim().min(1),
    title: z.string().trim().min(1).max(100),
    count: z.number().int().positive().max(1_000).default(1),
    grantKey: z.string().trim().min(1).max(100).optional(),
  }),
]);
export type OperatorGrant = z.infer<typeof operatorGrantSchema>;

/**
 * Grants the item to the named player; `by` says who ('ops', 'dev') and goes into the grant key
 * with the caller's own key (a retry grants once) or a fresh one (each call grants anew).
 */
export async function grantWelfareByOperator(
  db: Database,
  grant: OperatorGrant,
  by: 'ops' | 'dev',
  now: Date,
): Promise<GrantedWelfare & { userId: number }> {
  const user = await findUserByUsername(db, grant.username);
  if (!user) throw new DomainError('refused', 'accountNotFound');
  const { figure } = await memberFigures(db, user.id);
  const granted = await db.transaction(async (tx) => {
    // No welfare reaches a player on a break (docs/product-rules.md#responsible-gambling).
    await refuseOnBreak(tx, user.id, now);
    return grantWelfare(tx, {
      userId: user.id,
      type: grant.type,
      title: grant.type === 'virtual' ? welfareBonusTitle() : sameInEveryLanguage(grant.title),
      count: grant.count,
      amount: grant.type === 'virtual' ? figure(grant.amount) : 0,
      grantKey: `${by}:${grant.grantKey ?? randomUUID()}`,
      now,
    });
  });
  return { ...granted, userId: user.id };
}
