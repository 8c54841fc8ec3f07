import { createHash, randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES, type UploadPurpose } from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import type { DomainContext } from '../context';
import { DomainError, invalidInput } from '../errors';
import { detectImageType, type ImageContentType } from './imageType';

/**
 * Uploaded images are served at `/web/upload/file/<id>`. The id is 128 random bits: an <img> tag
 * cannot send the token header, so knowing the URL is what grants reading it (a capability URL),
 * and nobody can guess another player's.
 */
export const UPLOAD_URL_PREFIX = '/web/upload/file/';
const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A player's uploads in any 24 hours: images live in the database, so their number is capped. */
export const MAX_UPLOADS_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export function uploadUrl(id: string): string {
  return `${UPLOAD_URL_PREFIX}${id}`;
}

export function isUploadId(id: string): boolean {
  return UPLOAD_ID_PATTERN.test(id);
}

/** The upload id of a URL we answered, relative or made absolute by the app; else null. */
export function uploadIdFromUrl(url: string): string | null {
  const path = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  if (!path.startsWith(UPLOAD_URL_PREFIX)) return null;
  const id = path.slice(UPLOAD_URL_PREFIX.length);
  return isUploadId(id) ? id : null;
}

/**
 * Stores one image after checking its bytes (png/jpg/jpeg up to 15 MB:
 * docs/product-rules.md#uploads); answers its URL. Only a chat image may have no owner (a guest's
 * or an agent's: docs/decisions.md#customer-service-chat); the chat's own rate limit caps those.
 */
export async function saveUpload(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  ownerUserId: number | null,
  purpose: UploadPurpose,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length === 0) throw invalidInput('upload.empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw invalidInput('upload.tooLarge');
  const contentType = detectImageType(bytes);
  if (!contentType) throw invalidInput('upload.type');

  if (ownerUserId !== null) {
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM uploads WHERE owner_user_id = $1 AND created_at > $2',
      [ownerUserId, new Date(ctx.now.getTime() - DAY_MS)],
    );
    if ((rows[0]?.n ?? 0) >= MAX_UPLOADS_PER_DAY) {
      throw new DomainError('refused', 'uploadLimit', { max: MAX_UPLOADS_PER_DAY });
    }
  }

  const id = randomBytes(16).toString('base64url');
  await ctx.db.query(
    `INSERT INTO uploads (id, owner_user_id, purpose, content_type, bytes, sha256, size, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      ownerUserId,
      purpose,
      contentType,
      bytes,
      createHash('sha256').update(bytes).digest('hex'),
      bytes.length,
      ctx.now,
    ],
  );
  return uploadUrl(id);
}

export interface StoredUpload {
  contentType: ImageContentType;
  bytes: Buffer;
  sha256: string;
}

export async function readUpload(db: Queryable, id: string): Promise<StoredUpload | null> {
  if (!isUploadId(id)) return null;
  const { rows } = await db.query<{
    content_type: ImageContentType;
    bytes: Uint8Array;
    sha256: string;
  }>('SELECT content_type, bytes, sha256 FROM uploads WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) return null;
  // pg answers a Buffer, PGlite a Uint8Array.
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes), sha256: row.sha256 };
}

/**
 * An image URL a player puts on one of their records (an Alipay/WeChat QR code) must be one of
 * their own uploads; answers it in its canonical relative form, or refuses with `ruleKey`.
 */
export async function requireOwnUploadUrl(
  db: Queryable,
  ownerUserId: number,
  url: string,
  ruleKey: string,
): Promise<string> {
  const id = uploadIdFromUrl(url);
  if (id) {
    const { rows } = await db.query('SELECT 1 FROM uploads WHERE id = $1 AND owner_user_id = $2', [
      id,
      ownerUserId,
    ]);
    if (rows.length > 0) return uploadUrl(id);
  }
  throw invalidInput(ruleKey);
}
