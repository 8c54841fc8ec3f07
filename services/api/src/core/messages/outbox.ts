import type { Queryable } from '../../db/database';

export type Channel = 'sms' | 'email';

export interface OutboxMessage {
  channel: Channel;
  target: string;
  purpose: string;
  lang: string;
  subject: string | null;
  body: string;
  code: string | null;
}

/** Where delivered messages are also announced; development prints them, other modes stay silent. */
export type DeliveryLog = (line: string) => void;

/**
 * The SMS and e-mail gateway's local default: messages land in the outbox table (in the caller's
 * transaction). A real gateway would be another implementation of `deliver`.
 */
export async function deliver(db: Queryable, message: OutboxMessage, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO outbox (channel, target, purpose, lang, subject, body, code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      message.channel,
      message.target,
      message.purpose,
      message.lang,
      message.subject,
      message.body,
      message.code,
      now,
    ],
  );
}

export interface OutboxEntry extends OutboxMessage {
  id: number;
  createdAt: string;
}

/** Dev/test tooling: the latest messages to one phone or e-mail, newest first. */
export async function outboxFor(db: Queryable, target: string, limit = 20): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    id: number;
    channel: Channel;
    target: string;
    purpose: string;
    lang: string;
    subject: string | null;
    body: string;
    code: string | null;
    created_at: Date;
  }>(
    `SELECT id, channel, target, purpose, lang, subject, body, code, created_at
     FROM outbox WHERE lower(target) = lower($1) ORDER BY id DESC LIMIT $2`,
    [target, limit],
  );
  return rows.map(({ created_at, ...r }) => ({ ...r, createdAt: created_at.toISOString() }));
}
