import { BALANCE_STREAM_EVENT } from '@platform/api-client/contract';
import type { ChangeEvent, Database } from '../../db/database';
import type { DomainLogger } from '../logger';

/**
 * The member event stream's server side (docs/product-rules.md#event-stream). An event names what
 * changed, never the new state: a listener re-reads it (so a lost or forged payload can do no harm).
 *
 * - `topic`: who hears it: `member:<userId>`, `visitor:<conversationId>` (a guest's chat),
 *   `desk:<group>` (the agents of a service group).
 * - `type`: what changed (`chat`, `balance`, …); `ref`: the record's id when there is one.
 * - `sessions` (type `session`, ref: the user id): a member's sessions or standing changed; every
 *   process drops what its session cache holds for them (docs/decisions.md#session-cache).
 */
export type PlatformEvent = ChangeEvent;

/**
 * Sent to the subscribers of topic `*` after the bus lost notifications for a while (its
 * connection dropped): re-read everything.
 */
export const RESYNC: PlatformEvent = { topic: '*', type: 'resync' };

export type EventListener = (event: PlatformEvent) => void;

/** What domain code gets: publish after the change committed, never inside a money transaction. */
export interface EventPublisher {
  publish(...events: PlatformEvent[]): void;
}

export const memberTopic = (userId: number): string => `member:${userId}`;
export const visitorTopic = (conversationId: number): string => `visitor:${conversationId}`;
export const deskTopic = (group: string): string => `desk:${group}`;
export const SESSIONS_TOPIC = 'sessions';

/** The players whose balances a committed change moved: their open pages get the new balances. */
export function balanceChanged(userIds: Iterable<number | null | undefined>): PlatformEvent[] {
  const ids = new Set<number>();
  for (const id of userIds) if (typeof id === 'number') ids.add(id);
  return [...ids].map((id) => ({ topic: memberTopic(id), type: BALANCE_STREAM_EVENT }));
}

export const SESSION_EVENT = 'session';

/**
 * A member's sessions or standing changed: every process forgets their cached sessions, and their
 * open streams check their session again.
 */
export const sessionChanged = (userId: number): PlatformEvent[] => [
  memberRecordChanged(userId),
  { topic: memberTopic(userId), type: SESSION_EVENT },
];

/** A member's record may have changed (any call of theirs that writes): caches forget them. */
export const memberRecordChanged = (userId: number): PlatformEvent => ({
  topic: SESSIONS_TOPIC,
  type: SESSION_EVENT,
  ref: userId,
});

/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; stay well under. */
const MAX_PAYLOAD_BYTES = 7_500;
const DEFAULT_CHANNEL = 'platform_events';
const DEFAULT_FLUSH_MS = 50;

type Wire = [topic: string, type: string, ref?: number];

/**
 * One per API process. Events published in a short interval leave as one NOTIFY (a few if the
 * batch is large), sent on the pool outside any transaction: a transaction with a pending NOTIFY
 * takes a global lock at commit, which would serialise every money movement. Every process
 * (this one included) LISTENs and hands each event to the local subscribers of its topic.
 */
export class EventBus implements EventPublisher {
  private readonly subscribers = new Map<string, Set<EventListener>>();
  private pending: PlatformEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;
  private detachSink: () => void = () => undefined;

  private constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly flushMs: number,
    private readonly log: DomainLogger,
  ) {}

  static async start(
    db: Database,
    options: { channel?: string; flushMs?: number; log: DomainLogger },
  ): Promise<EventBus> {
    const bus = new EventBus(
      db,
      options.channel ?? DEFAULT_CHANNEL,
      options.flushMs ?? DEFAULT_FLUSH_MS,
      options.log,
    );
    bus.unlisten = await db.listen(bus.channel, {
      onNotify: (payload) => bus.receive(payload),
      onReconnect: () => bus.dispatch(RESYNC),
    });
    // What transactions mark with publishAfterCommit reaches the bus once they commit.
    bus.detachSink = db.attachChangeSink((events) => bus.publish(...events));
    return bus;
  }

  /** Hears the events of one topic; answers the function that stops hearing them. */
  subscribe(topic: string, listener: EventListener): () => void {
    let set = this.subscribers.get(topic);
    if (!set) {
      set = new Set();
      this.subscribers.set(topic, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.subscribers.delete(topic);
    };
  }

  publish(...events: PlatformEvent[]): void {
    // This process's session cache forgets at once; the others when the notification arrives.
    for (const event of events) if (event.topic === SESSIONS_TOPIC) this.dispatch(event);
    this.pending.push(...events);
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Sends what is queued now (tests and shutdown); resolves once it is sent. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() => this.send(batch));
    return this.flushing;
  }

  async stop(): Promise<void> {
    this.detachSink();
    await this.flush();
    await this.unlisten?.();
    this.unlisten = null;
    this.subscribers.clear();
  }

  private async send(batch: readonly PlatformEvent[]): Promise<void> {
    for (const payload of payloads(batch)) {
      try {
        await this.db.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
      } catch (error) {
        // Listeners fall back to polling; a lost event only delays what they show.
        this.log.error({ err: error }, 'event notify failed');
      }
    }
  }

  private receive(payload: string): void {
    let wires: Wire[];
    try {
      wires = JSON.parse(payload) as Wire[];
    } catch {
      return;
    }
    if (!Array.isArray(wires)) return;
    for (const wire of wires) {
      if (!Array.isArray(wire) || typeof wire[0] !== 'string' || typeof wire[1] !== 'string')
        continue;
      const event: PlatformEvent = {
        topic: wire[0],
        type: wire[1],
        ...(typeof wire[2] === 'number' ? { ref: wire[2] } : {}),
      };
      this.dispatch(event);
    }
  }

  private dispatch(event: PlatformEvent): void {
    for (const listener of this.subscribers.get(event.topic) ?? []) listener(event);
  }
}

/** The batch without repeats, as JSON arrays each under the NOTIFY size limit. */
export function payloads(batch: readonly PlatformEvent[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of batch) {
    const wire: Wire =
      event.ref === undefined ? [event.topic, event.type] : [event.topic, event.type, event.ref];
    const json = JSON.stringify(wire);
    if (seen.has(json)) continue;
    seen.add(json);
    if (current.length > 0 && size + json.length + 1 > MAX_PAYLOAD_BYTES) {
      out.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) out.push(`[${current.join(',')}]`);
  return out;
}
