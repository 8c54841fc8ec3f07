import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/core/errors';
import { playerBreak } from '../src/core/playerProtection';
import type { VenueProvider } from '../src/core/venues';
import { OPERATOR_COMMANDS, runOperatorCommand, type OperatorContext } from '../src/ops/commands';
import {
  coolOff,
  permanentExclusion,
  setBreak,
  timedExclusion,
  type TestBreak,
} from './support/protectionBreak';
import { useTestApp } from './support/testApp';

/**
 * `pnpm ops rg:lift <user> --request <feedback id>` (docs/product-rules.md#responsible-gambling):
 * the one way a permanent self-exclusion ends, on the player's own support request at least 7
 * days old, 7 days after the lift. A cool-off or a timed exclusion never ends early.
 */
const t = useTestApp();
const EN = 3;
const ZH = 1;
const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const LIFT = OPERATOR_COMMANDS['rg:lift'];

type Player = { userId: number; token: string; username: string };

async function excluded(brk: (now: Date) => TestBreak = permanentExclusion, lang = EN) {
  const p = await t.registerPlayer();
  await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [p.userId, lang]);
  await setBreak(t.db, p.userId, brk(t.clock.now()));
  return p;
}

/** The player asks support, through the feedback form (open on a break). */
async function ask(p: Player): Promise<number> {
  const saved = await t.call(
    'feedbackSave',
    { questionType: 'other', description: 'Please lift my self-exclusion, I am ready again.' },
    { token: p.token, lang: EN },
  );
  expect(saved.body.code).toBe(0);
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM feedback WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [p.userId],
  );
  return Number(rows[0]!.id);
}

/** The command as the terminal runs it: its words, its schema, the one runner. */
async function lift(username: string, request: number) {
  const ctx: OperatorContext = {
    db: t.db,
    now: t.clock.now(),
    venues: {} as VenueProvider,
    log: quiet,
    door: 'ops',
  };
  const input = LIFT.input.parse(await LIFT.fromArgs([username, '--request', String(request)]));
  return runOperatorCommand('rg:lift', LIFT, ctx, input);
}

async function refusal(username: string, request: number): Promise<string> {
  const error = await lift(username, request).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).messageKey;
}

async function auditRows(action: string) {
  const { rows } = await t.db.query<{ subject_id: string; detail: unknown; door: string }>(
    'SELECT subject_id, detail, door FROM audit_log WHERE action = $1 ORDER BY seq',
    [action],
  );
  return rows;
}

async function messages(userId: number) {
  const { rows } = await t.db.query<{ title_key: string; title: string; content: string }>(
    "SELECT title_key, title, content FROM messages WHERE user_id = $1 AND title_key <> 'welcome.title' ORDER BY id",
    [userId],
  );
  return rows;
}

describe('rg:lift', () => {
  it('waits for a request 7 days old, then ends the exclusion 7 days later, audited and told', async () => {
    const p = await excluded();
    const request = await ask(p);
    t.clock.advance(7 * DAY - 1);
    expect(await refusal(p.username, request)).toBe('protectionBreak.liftRequestTooRecent');
    expect(await playerBreak(t.db, p.userId, t.clock.now())).toMatchObject({ until: null });

    t.clock.advance(1);
    const liftedAt = t.clock.now();
    const until = new Date(liftedAt.getTime() + 7 * DAY);
    expect(await lift(p.username, request)).toMatchObject({
      userId: p.userId,
      feedbackId: request,
      until: until.toISOString(),
    });
    expect(await playerBreak(t.db, p.userId, liftedAt)).toEqual({
      kind: 'selfExclusion',
      startedAt: expect.any(Date),
      until,
    });
    expect(await auditRows('protection.breakLifted')).toEqual([
      {
        subject_id: String(p.userId),
        detail: { feedbackId: request, until: until.toISOString() },
        door: 'ops',
      },
    ]);
    expect((await auditRows('ops.command')).map((r) => [r.subject_id, r.detail])).toEqual([
      ['rg:lift', { outcome: 'refused' }],
      ['rg:lift', { outcome: 'done' }],
    ]);
    expect(await messages(p.userId)).toEqual([
      {
        title_key: 'exclusionLifted.title',
        title: 'Your permanent self-exclusion will end',
        content: expect.stringMatching(
          /^Following your support request, your permanent self-exclusion now ends on \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\)\./,
        ),
      },
    ]);
    // The last week still holds; then the break is over.
    t.clock.advance(7 * DAY - 1);
    expect(await playerBreak(t.db, p.userId, t.clock.now())).not.toBeNull();
    t.clock.advance(1);
    expect(await playerBreak(t.db, p.userId, t.clock.now())).toBeNull();
    // A lifted exclusion is not permanent any more: a second lift is refused.
    expect(await refusal(p.username, request)).toBe('protectionBreak.liftNotPermanent');
  });

  it('tells the player in their own language', async () => {
    const p = await excluded(permanentExclusion, ZH);
    const request = await ask(p);
    t.clock.advance(8 * DAY);
    await lift(p.username, request);
    expect((await messages(p.userId))[0]?.title).toBe('您的永久自我禁入即将结束');
  });

  it('never ends a cool-off or a timed exclusion early, nor a player not excluded', async () => {
    const cooling = await excluded((now) => coolOff(now, 42));
    const timed = await excluded((now) => timedExclusion(now, 400));
    const free = await t.registerPlayer();
    const requests = [await ask(cooling), await ask(timed), await ask(free)];
    t.clock.advance(8 * DAY);
    const before = [
      await playerBreak(t.db, cooling.userId, t.clock.now()),
      await playerBreak(t.db, timed.userId, t.clock.now()),
    ];
    expect(await refusal(cooling.username, requests[0]!)).toBe('protectionBreak.liftNotPermanent');
    expect(await refusal(timed.username, requests[1]!)).toBe('protectionBreak.liftNotPermanent');
    expect(await refusal(free.username, requests[2]!)).toBe('protectionBreak.liftNotPermanent');
    expect([
      await playerBreak(t.db, cooling.userId, t.clock.now()),
      await playerBreak(t.db, timed.userId, t.clock.now()),
    ]).toEqual(before);
    expect(await auditRows('protection.breakLifted')).toEqual([]);
  });

  it("needs the player's own live feedback", async () => {
    const p = await excluded();
    const other = await excluded();
    const theirs = await ask(other);
    const deleted = await ask(p);
    expect((await t.call('feedbackDelete', { id: deleted }, { token: p.token })).body.code).toBe(0);
    t.clock.advance(8 * DAY);
    expect(await refusal(p.username, theirs)).toBe('protectionBreak.liftRequestNotFound');
    expect(await refusal(p.username, deleted)).toBe('protectionBreak.liftRequestNotFound');
    expect(await refusal(p.username, 999_999)).toBe('protectionBreak.liftRequestNotFound');
    expect(await refusal('nobody-here', theirs)).toBe('accountNotFound');
    expect(await playerBreak(t.db, p.userId, t.clock.now())).toMatchObject({ until: null });
  });

  it('reads its words: a username and --request', async () => {
    expect(await LIFT.fromArgs(['alice', '--request', '12'])).toEqual({
      username: 'alice',
      request: '12',
    });
    expect(() => LIFT.fromArgs(['--request', '12'])).toThrow(/usage: rg:lift/);
    expect(() => LIFT.fromArgs(['alice', '12'])).toThrow(/usage: rg:lift/);
  });
});
