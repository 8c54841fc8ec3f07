import type { UserRecord } from './userRecord';

/** A member as a session names them. */
export interface CachedMember {
  user: UserRecord;
  sessionId: number;
  /** When the session ends unless used again (idle or lifetime): the cache never answers past it. */
  liveUntil?: Date;
}

/** How long a cached session may answer without the database (docs/decisions.md#session-cache). */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  member: CachedMember;
  at: number;
}

/**
 * Token hash → member, in this process, for read-only member calls only
 * (docs/decisions.md#session-cache). An entry lives at most `maxAgeMs`, and never past its
 * session's end (`liveUntil`: a hit does not refresh the session's last use); `forgetUser` drops a
 * member's entries at once (their sessions or standing changed, here or in another process), and
 * `clear` drops everything (the event bus lost notifications).
 *
 * A lookup that began before a `forgetUser`/`clear` cannot put its (maybe stale) answer back:
 * `remember` takes the stamp `stamp()` gave when the lookup began.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs = SESSION_CACHE_MAX_AGE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(tokenHash: string, nowMs: number): CachedMember | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const ended = entry.member.liveUntil && entry.member.liveUntil.getTime() <= nowMs;
    if (nowMs - entry.at >= this.maxAgeMs || nowMs < entry.at || ended) {
      this.drop(tokenHash, entry.member.user.id);
      return undefined;
    }
    return entry.member;
  }

  /** Taken before the database lookup whose answer `remember` may keep. */
  stamp(): number {
    return this.generation;
  }

  remember(tokenHash: string, member: CachedMember, nowMs: number, stamp: number): void {
    if (stamp !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(tokenHash)) {
      // The oldest entry first: a Map iterates in insertion order.
      const oldest = this.entries.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].member.user.id);
    }
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { member, at: nowMs });
    let hashes = this.byUser.get(member.user.id);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(member.user.id, hashes);
    }
    hashes.add(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(tokenHash: string, userId: number): void {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}
