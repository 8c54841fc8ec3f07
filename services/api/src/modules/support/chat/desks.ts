import {
  businessTimeParts,
  type ServiceChannel,
  type ServiceDesk,
  type ServiceGroup,
} from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';

/** Minutes since business-time midnight of `HH:MM`. */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** Minutes since business-time (Asia/Shanghai) midnight of an instant. */
export function businessMinutes(now: Date): number {
  const p = businessTimeParts(now);
  return Number(p.hour) * 60 + Number(p.minute);
}

/**
 * Whether a desk answers at `now`: always without hours; else within [opensAt, closesAt) in
 * business time, a window that passes midnight (10:00-02:00) included
 * (docs/product-rules.md#customer-service).
 */
export function deskIsOpen(opensAt: string | null, closesAt: string | null, now: Date): boolean {
  if (opensAt === null || closesAt === null) return true;
  const open = minutesOf(opensAt);
  const close = minutesOf(closesAt);
  const at = businessMinutes(now);
  return open <= close ? at >= open && at < close : at >= open || at < close;
}

interface DeskRow {
  id: number;
  service_group: ServiceGroup;
  channel: ServiceChannel;
  name: string;
  address: string | null;
  opens_at: string | null;
  closes_at: string | null;
}

const DESK_COLUMNS = `id, service_group, channel, COALESCE(names ->> $1, names ->> 'en') AS name,
  address, opens_at, closes_at`;

function toDesk(row: DeskRow, now: Date): ServiceDesk {
  return {
    id: Number(row.id),
    group: row.service_group,
    name: row.name,
    channel: row.channel,
    address: row.address,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    isOpen: deskIsOpen(row.opens_at, row.closes_at, now),
  };
}

/** support/getServiceDesks: every desk, names in the request's language. */
export async function listServiceDesks(
  db: Queryable,
  lang: LanguageKey,
  now: Date,
): Promise<ServiceDesk[]> {
  const { rows } = await db.query<DeskRow>(
    `SELECT ${DESK_COLUMNS} FROM service_desks ORDER BY sort, id`,
    [lang],
  );
  return rows.map((row) => toDesk(row, now));
}

/** The chat desk of a group (its hours decide the greeting of a new conversation). */
export async function chatDeskOf(
  db: Queryable,
  group: ServiceGroup,
  lang: LanguageKey,
  now: Date,
): Promise<ServiceDesk | null> {
  const { rows } = await db.query<DeskRow>(
    `SELECT ${DESK_COLUMNS} FROM service_desks WHERE service_group = $2 AND channel = 'chat'
     ORDER BY sort, id LIMIT 1`,
    [lang, group],
  );
  return rows[0] ? toDesk(rows[0], now) : null;
}
