import { createHash } from 'node:crypto';

/**
 * The keys of personal data at rest (docs/decisions-api.md#personal-data-at-rest): the key ring of
 * key-encryption keys (the first is current, the others still open older values) and the separate
 * key of the blind indexes.
 */
export interface KeyRing {
  /** The id new values are wrapped under. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
  indexKey: Buffer;
  /** A short fingerprint of the index key, stored with each index so a changed key is seen. */
  indexKeyId: string;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

function key256(text: string, what: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32)
    throw new Error(`${what} must be 32 random bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/** `id:base64key,id:base64key,…` (the first is current) and a base64 index key. */
export function parseKeyRing(dataKeys: string, indexKey: string): KeyRing {
  const entries = dataKeys
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('DATA_KEYS holds no key');
  const keys = new Map<string, Buffer>();
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id))
      throw new Error('DATA_KEYS entries are id:base64key (id: letters, digits, - and _)');
    if (keys.has(id)) throw new Error(`DATA_KEYS names the key id "${id}" twice`);
    keys.set(id, key256(entry.slice(colon + 1), `DATA_KEYS key "${id}"`));
  }
  const index = key256(indexKey, 'BLIND_INDEX_KEY');
  if (Array.from(keys.values()).some((k) => k.equals(index)))
    throw new Error('BLIND_INDEX_KEY must differ from every DATA_KEYS key');
  return {
    currentId: entries[0]!.slice(0, entries[0]!.indexOf(':')),
    keys,
    indexKey: index,
    indexKeyId: createHash('sha256').update(index).digest('base64url').slice(0, 6),
  };
}

/**
 * Development and test only (production refuses them: startupChecks.ts): derived from public
 * words, so anyone can read a development database, which holds test players only.
 */
export const DEV_DATA_KEYS = `dev:${createHash('sha256').update('dev-only data key, never production').digest('base64')}`;
export const DEV_BLIND_INDEX_KEY = createHash('sha256')
  .update('dev-only blind index key, never production')
  .digest('base64');
