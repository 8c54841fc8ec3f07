import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import { uploadIdFromUrl, uploadUrl } from '../../../core/uploads';

/**
 * Voucher images must be the player's own uploads (upload/uploadFile): a URL of someone else's
 * image, or of anything else, is refused. Answers the URLs in their canonical relative form.
 */
export async function ownVoucherUrls(
  db: Queryable,
  userId: number,
  urls: readonly string[],
): Promise<string[]> {
  const ids = urls.map(uploadIdFromUrl);
  if (ids.some((id) => id === null)) throw new DomainError('invalidInput', 'depositVoucherInvalid');
  const unique = [...new Set(ids as string[])];
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE owner_user_id = $1 AND id = ANY($2::text[])',
    [userId, unique],
  );
  if (rows[0]?.n !== unique.length) throw new DomainError('invalidInput', 'depositVoucherInvalid');
  return unique.map(uploadUrl);
}
