import { isIP } from 'node:net';
import type { Queryable } from '../../db/database';

/**
 * Access restriction by address or network (CIDR), stored in restricted_networks. Postgres' inet
 * containment does the matching, so "10.0.0.0/8" and "2001:db8::/32" work like single addresses.
 */
export async function isRestricted(db: Queryable, ip: string): Promise<boolean> {
  const address = normaliseIp(ip);
  if (!address) return false;
  const { rows } = await db.query(
    'SELECT 1 FROM restricted_networks WHERE $1::inet <<= network LIMIT 1',
    [address],
  );
  return rows.length > 0;
}

/** "::ffff:1.2.3.4" (IPv4 on a dual-stack socket) is 1.2.3.4; anything not an address is null. */
export function normaliseIp(ip: string): string | null {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const candidate = v4mapped ? v4mapped[1]! : ip;
  return isIP(candidate) ? candidate : null;
}

/** An address or CIDR an operator typed, validated; null when it is neither. */
export function parseNetwork(input: string): string | null {
  const [address, prefix, ...rest] = input.trim().split('/');
  if (!address || rest.length > 0) return null;
  const family = isIP(address);
  if (family === 0) return null;
  if (prefix === undefined) return address;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return Number.isInteger(bits) && bits >= 0 && bits <= max && /^\d+$/.test(prefix)
    ? `${address}/${bits}`
    : null;
}

export async function addRestriction(
  db: Queryable,
  network: string,
  note: string | null = null,
): Promise<void> {
  // inet → cidr zeroes the host bits: "10.1.2.3/8" is stored as the network 10.0.0.0/8.
  await db.query(
    `INSERT INTO restricted_networks (network, note) VALUES ($1::inet::cidr, $2)
     ON CONFLICT (network) DO NOTHING`,
    [network, note],
  );
}

export async function removeRestriction(db: Queryable, network: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM restricted_networks WHERE network = $1::inet::cidr RETURNING id',
    [network],
  );
  return rows.length > 0;
}

export async function listRestrictions(
  db: Queryable,
): Promise<{ network: string; note: string | null }[]> {
  const { rows } = await db.query<{ network: string; note: string | null }>(
    'SELECT network::text AS network, note FROM restricted_networks ORDER BY id',
  );
  return rows;
}
