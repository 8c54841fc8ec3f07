import type { Database } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { postMessage } from '../../../core/messages';
import { findUserByUsername } from '../../../core/auth';

/**
 * An operator turns an account into an agent account (`pnpm ops agent:convert <username>`): the
 * agent page opens to it and the invite activity closes (docs/product-rules.md#agents). Converting
 * twice changes nothing.
 */
export async function convertToAgent(
  db: Database,
  username: string,
  now: Date,
): Promise<{ userId: number; changed: boolean }> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new DomainError('refused', 'accountNotFound');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'UPDATE users SET is_agent = true, updated_at = $2 WHERE id = $1 AND NOT is_agent RETURNING id',
      [user.id, now],
    );
    if (rows.length === 0) return { userId: user.id, changed: false };
    await postMessage(tx, {
      userId: user.id,
      category: 'notification',
      titleKey: 'agentConverted.title',
      bodyKey: 'agentConverted.body',
      now,
    });
    return { userId: user.id, changed: true };
  });
}
