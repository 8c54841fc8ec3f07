/** A row as the drivers return it: int8 as a safe JS number, dates as Date, date as 'YYYY-MM-DD'. */
export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * An event that names what changed, for the process's event bus (docs/product-rules.md#event-stream):
 * `topic` says who hears it, `type` what changed, `ref` the record's id when there is one.
 */
export interface ChangeEvent {
  topic: string;
  type: string;
  ref?: number;
}

/** Where a database hands the events of committed changes: the process's event bus. */
export type ChangeSink = (events: readonly ChangeEvent[]) => void;

/** What domain code needs: parameterised queries, on the pool or inside a transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Hands events to the change sink once this transaction commits (they are dropped if it rolls
   * back); on the pool, at once. Never a NOTIFY inside the transaction: the bus batches them after.
   * Optional so that a test's stand-in need not have it.
   */
  publishAfterCommit?(...events: ChangeEvent[]): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel: `onNotify` gets each payload; `onReconnect` runs when the listening
   * connection came back after a loss (notifications sent meanwhile are lost: re-read). Answers the
   * function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Sends committed changes' events to `sink` (the event bus attaches itself) until the answered
   * function detaches it. With several attached (tests running two apps on one database), the
   * latest still attached gets them: one bus is enough, since every bus hears every NOTIFY.
   */
  attachChangeSink(sink: ChangeSink): () => void;
  close(): Promise<void>;
}

/**
 * The part of a Database both drivers share: the change sink, and a transaction's events held
 * until its commit.
 */
export class ChangeEvents {
  private readonly sinks: ChangeSink[] = [];

  attach = (sink: ChangeSink): (() => void) => {
    this.sinks.push(sink);
    return () => {
      const at = this.sinks.lastIndexOf(sink);
      if (at >= 0) this.sinks.splice(at, 1);
    };
  };

  /** Outside a transaction: the change is already committed. */
  now = (...events: ChangeEvent[]): void => {
    if (events.length > 0) this.sinks.at(-1)?.(events);
  };

  /** Runs `fn` with a publisher that holds its events; hands them over only once `fn`'s commit resolved. */
  async inTransaction<T>(
    fn: (publish: (...events: ChangeEvent[]) => void) => Promise<T>,
  ): Promise<T> {
    const held: ChangeEvent[] = [];
    const result = await fn((...events) => held.push(...events));
    this.now(...held);
    return result;
  }
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onReconnect(): void;
}

/** int8 arrives as text from both drivers; money must never lose precision silently. */
export function parseSafeInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n))
    throw new RangeError(`int8 value ${text} is outside the safe integer range`);
  return n;
}

export const INT8_OID = 20;
export const DATE_OID = 1082;

/** Postgres error codes we branch on. */
export const PG_UNIQUE_VIOLATION = '23505';

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * The database went away (a restart, a lost network): the connection ended, could not be opened,
 * or the server said it is shutting down or not yet accepting connections (class 57, 08).
 */
export function isLostDatabaseConnection(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (code.startsWith('57P') || code.startsWith('08'))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  const message = error instanceof Error ? error.message : '';
  return /^Connection terminated|^connect ECONNREFUSED|connection error and is not queryable/.test(
    message,
  );
}

export function pgConstraint(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'constraint' in error) {
    const c = (error as { constraint: unknown }).constraint;
    return typeof c === 'string' ? c : undefined;
  }
  return undefined;
}
