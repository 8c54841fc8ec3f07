import type { Queryable } from '../../db/database';
import { blindIndex, seal } from '../vault';

export type Channel = 'sms' | 'email';

export interface OutboxMessage {
  channel: Channel;
  target: string;
  purpose: string;
  lang: string;
  subject: string | null;
  body: string;
  /** The code the body carries, if any: never stored, only told to the development mailbox. */
  code: string | null;
}

/** Where delivered messages are also announced; development prints them, other modes stay silent. */
export type DeliveryLog = (line: string) => void;

export interface OutboxEntry extends OutboxMessage {
  createdAt: string;
}

/**
 * Development and test only (app.ts opens it, production never does): what the gateway "sent",
 * in this process's memory, so the dev routes and the tests read codes and captcha answers that
 * the database keeps only hashed (docs/decisions-api.md#personal-data-at-rest). Bounded: the oldest
 * entries go first.
 */
export class DevMailbox {
  static readonly LIMIT = 2_000;
  private messages: OutboxEntry[] = [];
  private captchas = new Map<string, string>();

  record(message: OutboxMessage, now: Date): void {
    this.messages.push({ ...message, createdAt: now.toISOString() });
    if (this.messages.length > DevMailbox.LIMIT) this.messages.shift();
  }

  recordCaptcha(captchaKey: string, answer: string): void {
    this.captchas.set(captchaKey, answer);
    if (this.captchas.size > DevMailbox.LIMIT)
      this.captchas.delete(this.captchas.keys().next().value!);
  }

  /** The latest messages to one phone or e-mail, newest first. */
  sentTo(target: string, limit = 20): OutboxEntry[] {
    const wanted = target.trim().toLowerCase();
    return this.messages
      .filter((m) => m.target.toLowerCase() === wanted)
      .reverse()
      .slice(0, limit);
  }

  captchaAnswer(captchaKey: string): string | null {
    return this.captchas.get(captchaKey) ?? null;
  }

  clear(): void {
    this.messages = [];
    this.captchas.clear();
  }
}

let devMailbox: DevMailbox | null = null;

/** app.ts: the process's development mailbox, or none (production). */
export function setDevMailbox(mailbox: DevMailbox | null): void {
  devMailbox = mailbox;
}

/** The development mailbox in use, if any (dev routes and the test harness read it). */
export function currentDevMailbox(): DevMailbox | null {
  return devMailbox;
}

/**
 * The SMS and e-mail gateway's local default: messages land in the outbox table (in the caller's
 * transaction), the destination as its blind index and the text sealed; the code is not kept. A real
 * gateway would be another implementation of `deliver`.
 */
export async function deliver(db: Queryable, message: OutboxMessage, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO outbox (channel, target, purpose, lang, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.channel,
      blindIndex('codeTarget', message.target),
      message.purpose,
      message.lang,
      message.subject,
      seal('outbox.body', message.body),
      now,
    ],
  );
  devMailbox?.record(message, now);
}
