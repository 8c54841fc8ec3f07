import type { DomainContext } from '../../../core/context';

/** Stores the member's language (1-8), which later answers use when no `lang` header is sent. */
export async function changeLanguage(
  ctx: DomainContext,
  userId: number,
  langType: number,
): Promise<void> {
  await ctx.db.query('UPDATE users SET lang_type = $2, updated_at = $3 WHERE id = $1', [
    userId,
    langType,
    ctx.now,
  ]);
}

/** Auto-transfer (free-transfer) mode: money follows the player into the venue they enter. */
export async function setAutoTransfer(
  db: DomainContext['db'],
  userId: number,
  autoTransfer: boolean,
): Promise<boolean> {
  await db.query('UPDATE users SET auto_transfer = $2, updated_at = now() WHERE id = $1', [
    userId,
    autoTransfer,
  ]);
  return autoTransfer;
}
