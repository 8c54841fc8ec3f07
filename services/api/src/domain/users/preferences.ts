import type { DomainContext } from '../context';

/** Stores the member's language (1-8), which later answers use when no `lang` header is sent. */
export async function changeLanguageAndCurrency(
  ctx: DomainContext,
  userId: number,
  langType: number,
  currency: string,
): Promise<void> {
  await ctx.db.query(
    'UPDATE users SET lang_type = $2, currency = $3, updated_at = $4 WHERE id = $1',
    [userId, langType, currency, ctx.now],
  );
}
