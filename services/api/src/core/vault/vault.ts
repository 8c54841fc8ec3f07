import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { DEV_BLIND_INDEX_KEY, DEV_DATA_KEYS, parseKeyRing, type KeyRing } from './keyRing';

/**
 * Envelope encryption of personal data (docs/decisions-api.md#personal-data-at-rest): each value
 * gets a fresh 256-bit data key; the value is sealed under it with AES-256-GCM, the column's purpose
 * as additional data (a value moved to another column does not open); the data key is sealed in
 * turn under the current key-encryption key. One text holds it all:
 * `v1.<key id>.<wrap iv>.<wrapped key + tag>.<iv>.<ciphertext + tag>` (base64url parts).
 */

/** Every column that holds a sealed value: the purpose bound into its ciphertext. */
export type SealedColumn =
  | 'users.mobile'
  | 'users.email'
  | 'users.real_name'
  | 'user_bank_cards.card_number'
  | 'user_bank_cards.branch_address'
  | 'user_bank_cards.holder_name'
  | 'user_blockchain_accounts.address'
  | 'user_third_party_accounts.account'
  | 'deposit_orders.payer_name'
  | 'outbox.body';

/** What a blind index is of: the kinds normalise differently. */
export type IndexKind = 'mobile' | 'email' | 'card' | 'blockchain' | 'thirdParty' | 'codeTarget';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let installed: KeyRing | null = null;

/** Installs the keys (config.ts reads them); until then nothing is sealed or opened. */
export function installKeyRing(ring: KeyRing): void {
  installed = ring;
}

export function ring(): KeyRing {
  // A unit test that builds no app runs on the development keys, as its config would.
  if (!installed && process.env.VITEST)
    installed = parseKeyRing(DEV_DATA_KEYS, DEV_BLIND_INDEX_KEY);
  if (!installed) throw new Error('the vault has no keys: installKeyRing first');
  return installed;
}

const b64 = (b: Buffer) => b.toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');

function gcmSeal(key: Buffer, plain: Buffer, aad: string): { iv: Buffer; sealed: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, sealed: Buffer.concat([body, cipher.getAuthTag()]) };
}

function gcmOpen(key: Buffer, iv: Buffer, sealed: Buffer, aad: string): Buffer {
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES)
    throw new Error('a sealed value is damaged');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

interface Parts {
  keyId: string;
  wrapIv: Buffer;
  wrapped: Buffer;
  iv: Buffer;
  body: Buffer;
}

function parse(value: string): Parts {
  const parts = value.split('.');
  if (parts.length !== 6 || parts[0] !== VERSION) throw new Error('not a sealed value');
  const [, keyId, wrapIv, wrapped, iv, body] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    keyId,
    wrapIv: unb64(wrapIv),
    wrapped: unb64(wrapped),
    iv: unb64(iv),
    body: unb64(body),
  };
}

const format = (p: Parts) =>
  [VERSION, p.keyId, b64(p.wrapIv), b64(p.wrapped), b64(p.iv), b64(p.body)].join('.');

/** The data key is bound to its column too: a wrapped key cannot be lifted into another value. */
const wrapAad = (column: SealedColumn, keyId: string) => `dek|${column}|${keyId}`;

function kek(keys: KeyRing, keyId: string): Buffer {
  const key = keys.keys.get(keyId);
  if (!key) throw new Error(`a sealed value names the key "${keyId}", which the key ring lacks`);
  return key;
}

/** Whether a stored text is a sealed value (a plaintext row awaiting encryption is not). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`) && value.split('.').length === 6;
}

export function seal(column: SealedColumn, plain: string): string {
  const keys = ring();
  const dataKey = randomBytes(32);
  const { iv: wrapIv, sealed: wrapped } = gcmSeal(
    kek(keys, keys.currentId),
    dataKey,
    wrapAad(column, keys.currentId),
  );
  const { iv, sealed: body } = gcmSeal(dataKey, Buffer.from(plain, 'utf8'), column);
  return format({ keyId: keys.currentId, wrapIv, wrapped, iv, body });
}

export function open(column: SealedColumn, value: string): string {
  const keys = ring();
  const p = parse(value);
  const dataKey = gcmOpen(kek(keys, p.keyId), p.wrapIv, p.wrapped, wrapAad(column, p.keyId));
  return gcmOpen(dataKey, p.iv, p.body, column).toString('utf8');
}

/** `open` for a nullable column. */
export function openNullable(column: SealedColumn, value: string | null): string | null {
  return value === null ? null : open(column, value);
}

/** `seal` for a nullable value. */
export function sealNullable(column: SealedColumn, plain: string | null): string | null {
  return plain === null ? null : seal(column, plain);
}

/**
 * The same value with its data key wrapped under the current key-encryption key; null when it
 * already is (the ciphertext and the plaintext do not change).
 */
export function rewrap(column: SealedColumn, value: string): string | null {
  const keys = ring();
  const p = parse(value);
  if (p.keyId === keys.currentId) return null;
  const dataKey = gcmOpen(kek(keys, p.keyId), p.wrapIv, p.wrapped, wrapAad(column, p.keyId));
  const { iv: wrapIv, sealed: wrapped } = gcmSeal(
    kek(keys, keys.currentId),
    dataKey,
    wrapAad(column, keys.currentId),
  );
  return format({ ...p, keyId: keys.currentId, wrapIv, wrapped });
}

/** What is compared: case-free e-mail, digits of a phone or card, a lower-case ERC20 address. */
export function normalise(kind: IndexKind, value: string): string {
  switch (kind) {
    case 'email':
      return value.trim().toLowerCase();
    case 'mobile':
    case 'card':
      return value.replace(/\D/g, '');
    case 'blockchain': {
      // `<protocol>:<address>`: ERC20 is hex (checksummed or not), TRC20 is base58 (case counts).
      const colon = value.indexOf(':');
      const protocol = value.slice(0, colon);
      const address = value.slice(colon + 1).trim();
      return `${protocol}:${protocol === 'ERC20' ? address.toLowerCase() : address}`;
    }
    case 'thirdParty':
      return value.trim();
    case 'codeTarget':
      return value.trim().toLowerCase();
  }
}

/**
 * The keyed blind index of a value (HMAC-SHA-256 under the index key, scoped by its kind): equal
 * values give equal indexes, and without the key an index tells nothing, not even a guessed phone.
 */
export function blindIndex(kind: IndexKind, value: string): string {
  const keys = ring();
  const mac = createHmac('sha256', keys.indexKey).update(`${kind}|${normalise(kind, value)}`);
  return `${keys.indexKeyId}.${mac.digest('base64url')}`;
}

/** Whether a stored index was computed under the current index key. */
export function indexIsCurrent(index: string): boolean {
  return index.startsWith(`${ring().indexKeyId}.`);
}

/** The key ring in use (the rotation reports which key is current). */
export function currentKeyId(): string {
  return ring().currentId;
}
