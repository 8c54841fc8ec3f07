import { describe, expect, it } from 'vitest';
import { memberTopic, payloads, type PlatformEvent } from '../src/core/events/eventBus';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { creditCentralWallet } from '../src/core/ledger/credit';
import type { VenueSimulator } from '../src/core/venues/simulator';
import { repairVenueTransfers } from '../src/core/venues/venueTransfers';
import { EVENT_STREAM_PATH, coalescedReads } from '../src/http/eventStream';
import { useTestApp } from './support/testApp';

const t = useTestApp();

/** Opens the stream over real HTTP and collects its text until `until` is seen or 5 s pass. */
async function openStream(headers: Record<string, string>) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${address}${EVENT_STREAM_PATH}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let text = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const readUntil = async (needle: string): Promise<string> => {
    const deadline = Date.now() + 5_000;
    while (!text.includes(needle)) {
      if (Date.now() > deadline) throw new Error(`stream never said ${needle}; got ${text}`);
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return text;
  };
  return { response, readUntil, close: () => controller.abort() };
}

describe('the member event stream', () => {
  it('refuses a caller without a valid token', async () => {
    const stream = await openStream({ token: 'not-a-session' });
    expect(stream.response.status).toBe(401);
    stream.close();
  });

  it("opens with ready and carries the member's events, not another member's", async () => {
    const alice = await t.registerPlayer();
    const bob = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.readUntil('event: ready');

    t.app.events.publish({ topic: memberTopic(bob.userId), type: 'chat', ref: 7 });
    t.app.events.publish({ topic: memberTopic(alice.userId), type: 'chat', ref: 8 });
    const text = await stream.readUntil('"ref":8');
    expect(text).toContain('event: chat');
    expect(text).not.toContain('"ref":7');
    stream.close();
  });

  it('reaches a stream held by another API process on the same database', async () => {
    const alice = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    await stream.readUntil('event: ready');
    // A second process: its own app and bus, the same database.
    const other = await buildApp({ db: t.db, config: testConfig(), clock: t.clock });
    try {
      other.events.publish({ topic: memberTopic(alice.userId), type: 'chat', ref: 55 });
      await other.events.flush();
      expect(await stream.readUntil('"ref":55')).toContain('event: chat');
    } finally {
      await other.close();
      stream.close();
    }
  });

  it('travels through the database: a NOTIFY from elsewhere reaches the stream', async () => {
    const alice = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    await stream.readUntil('event: ready');
    // What another API process sends: one batch on the channel, ids only.
    await t.db.query('SELECT pg_notify($1, $2)', [
      'platform_events',
      JSON.stringify([[memberTopic(alice.userId), 'chat', 41]]),
    ]);
    expect(await stream.readUntil('"ref":41')).toContain('event: chat');
    stream.close();
  });
});

/** The `userBalanceMap` of each `balance` event the stream text holds, in order. */
function pushedBalances(text: string): { centralWallet: number; total: number }[] {
  return [...text.matchAll(/event: balance\ndata: (.*)\n/g)].map(
    (m) =>
      (JSON.parse(m[1]!) as { userBalanceMap: { centralWallet: number; total: number } })
        .userBalanceMap,
  );
}

describe('balances on the member event stream', () => {
  it('sends the balance right after ready, then the new one once a credit commits', async () => {
    const alice = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    expect(pushedBalances(await stream.readUntil('"centralWallet":0'))[0]).toMatchObject({
      centralWallet: 0,
    });

    await creditCentralWallet(t.db, { userId: alice.userId, amount: 12_345, reason: 'test' });
    await t.app.events.flush();
    const text = await stream.readUntil('"centralWallet":12345');
    expect(pushedBalances(text).at(-1)).toMatchObject({ centralWallet: 12_345, total: 12_345 });
    stream.close();
  });

  it('pushes nothing for a transaction that rolled back', async () => {
    const alice = await t.registerPlayer();
    const bob = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    await stream.readUntil('event: balance');
    await expect(
      t.db.transaction(async (tx) => {
        await creditCentralWallet(
          { ...t.db, transaction: (fn) => fn(tx) },
          { userId: alice.userId, amount: 500, reason: 'test' },
        );
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    // A later change of someone else's balance: by the time it is delivered, alice's would be too.
    await creditCentralWallet(t.db, { userId: bob.userId, amount: 1, reason: 'test' });
    await creditCentralWallet(t.db, { userId: alice.userId, amount: 7, reason: 'test' });
    await t.app.events.flush();
    const text = await stream.readUntil('"centralWallet":7');
    expect(text).not.toContain('"centralWallet":500');
    stream.close();
  });

  it('pushes the final balances when a pending venue transfer completes later (repair)', async () => {
    const alice = await t.registerPlayer();
    await creditCentralWallet(t.db, { userId: alice.userId, amount: 50_000, reason: 'test' });
    (t.app.venues as VenueSimulator).injectFaults('lostRequest');
    const pending = await t.call(
      'convertMoney',
      { platCode: 'STESPORT', direction: 'toVenue', amount: 20_000, idempotencyKey: 'push-0001' },
      { token: alice.token },
    );
    expect(pending.body).toMatchObject({ code: 0, status: 'pending' });
    // The hold's own notification is sent and heard before the stream opens, so only the
    // completion can push the final balances.
    await t.app.events.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stream = await openStream({ token: alice.token });
    // Opened while the transfer waits: the venue's balance is unknown.
    await stream.readUntil('"unknownVenues":["STESPORT"]');

    await repairVenueTransfers(
      { db: t.db, venues: t.app.venues, log: t.app.log },
      new Date(Date.now() + 60_000),
    );
    await t.app.events.flush();
    const text = await stream.readUntil('"total":50000,"unknownVenues":[]');
    expect(pushedBalances(text).at(-1)).toMatchObject({ centralWallet: 30_000, total: 50_000 });
    stream.close();
  });

  it("reaches a member's stream held by another API process", async () => {
    const alice = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    await stream.readUntil('event: balance');
    const other = await buildApp({ db: t.db, config: testConfig(), clock: t.clock });
    try {
      // The other process commits the change; its bus sends the batch.
      await creditCentralWallet(t.db, { userId: alice.userId, amount: 300, reason: 'test' });
      await other.events.flush();
      await t.app.events.flush();
      expect(await stream.readUntil('"centralWallet":300')).toContain('event: balance');
    } finally {
      await other.close();
      stream.close();
    }
  });

  it('ends the stream as soon as its session is revoked elsewhere', async () => {
    const alice = await t.registerPlayer();
    const stream = await openStream({ token: alice.token });
    await stream.readUntil('event: balance');
    expect((await t.call('logout', {}, { token: alice.token })).body.code).toBe(0);
    await t.app.events.flush();
    // readUntil stops at the end of the stream: the server closed it.
    const text = await stream.readUntil('never sent');
    expect(text).not.toContain('never sent');
  });
});

describe('coalesced balance reads', () => {
  it('reads once more after a running read when changes arrive meanwhile, not once per change', async () => {
    const releases: (() => void)[] = [];
    let reads = 0;
    const delivered: number[] = [];
    const trigger = coalescedReads(
      () =>
        new Promise<number>((resolve) => {
          reads += 1;
          const n = reads;
          releases.push(() => resolve(n));
        }),
      (value) => delivered.push(value),
      () => undefined,
    );
    trigger();
    trigger();
    trigger();
    trigger();
    releases.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    releases.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    expect(delivered).toEqual([1, 2]);
  });
});

describe('event batches', () => {
  it('sends each event once per batch', () => {
    const event: PlatformEvent = { topic: 'member:1', type: 'balance' };
    expect(payloads([event, event, { ...event, topic: 'member:2' }])).toEqual([
      '[["member:1","balance"],["member:2","balance"]]',
    ]);
  });

  it('splits a large batch into payloads under the NOTIFY limit of 8,000 bytes', () => {
    const batch = Array.from({ length: 2_000 }, (_, i) => ({
      topic: `member:${i}`,
      type: 'balance',
    }));
    const sent = payloads(batch);
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(sent.flatMap((p) => JSON.parse(p) as unknown[])).toHaveLength(2_000);
  });
});
