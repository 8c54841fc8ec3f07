import type { Feedback, Message } from '@platform/api-client/contract';
import { translate } from '@platform/i18n/server';
import { describe, expect, it } from 'vitest';
import { memberTopic, type PlatformEvent } from '../src/core/events/eventBus';
import { listFeedbackForDesk, replyToFeedback } from '../src/modules/support/feedback/feedbackDesk';
import { FEEDBACK_REPLY_MAX_CHARS } from '../src/modules/support/feedback/feedbackRules';
import { useTestApp } from './support/testApp';

const EN = 3;
const t = useTestApp();

type Player = { token: string; userId: number; username: string };

async function leave(player: Player, description = 'The deposit has not arrived after an hour') {
  const answer = await t.call(
    'feedbackSave',
    { questionType: 'deposit', description },
    { token: player.token },
  );
  expect(answer.body.code).toBe(0);
  return (answer.body.feedback as Feedback).id;
}

const deskCtx = () => ({ db: t.db, now: t.clock.now(), events: t.app.events });

describe('the desk reads feedback', () => {
  it('lists live feedback with the username, newest first, by status; deleted ones are withdrawn', async () => {
    const a = await t.registerPlayer();
    const b = await t.registerPlayer();
    const first = await leave(a);
    t.clock.advance(60_000);
    const second = await leave(b);
    t.clock.advance(60_000);
    const withdrawn = await leave(a);
    await t.call('feedbackDelete', { id: withdrawn }, { token: a.token });
    await replyToFeedback(deskCtx(), { feedbackId: first, agentName: 'Mia', reply: 'Credited.' });

    const all = await listFeedbackForDesk(t.db, { limit: 10 });
    expect(all.map((f) => [f.id, f.username, f.status])).toEqual([
      [second, b.username, 'pending'],
      [first, a.username, 'replied'],
    ]);
    expect(all[1]).toMatchObject({
      questionType: 'deposit',
      orderNo: null,
      imageUrls: [],
      reply: 'Credited.',
      repliedAt: t.clock.now().toISOString(),
    });
    const pending = await listFeedbackForDesk(t.db, { status: 'pending', limit: 10 });
    expect(pending.map((f) => f.id)).toEqual([second]);
    expect(await listFeedbackForDesk(t.db, { limit: 1 })).toHaveLength(1);
  });
});

describe('the desk replies', () => {
  it('shows the reply in list and info, messages the player and tells their open pages', async () => {
    const player = await t.registerPlayer();
    await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [player.userId, EN]);
    const id = await leave(player);
    const events: PlatformEvent[] = [];
    t.app.events.subscribe(memberTopic(player.userId), (e) => events.push(e));
    t.clock.advance(5 * 60_000);

    const reply = 'We found your deposit and credited it to your central wallet just now.';
    await replyToFeedback(deskCtx(), { feedbackId: id, agentName: 'Mia', reply });

    const info = await t.call('feedbackInfo', { id }, { token: player.token });
    expect(info.body.feedback).toMatchObject({
      id,
      status: 'replied',
      reply,
      repliedAt: t.clock.now().toISOString(),
    });
    const list = await t.call('feedbackList', {}, { token: player.token });
    expect((list.body.list as Feedback[])[0]).toMatchObject({ id, status: 'replied', reply });
    const { rows } = await t.db.query<{ replied_by: string }>(
      'SELECT replied_by FROM feedback WHERE id = $1',
      [id],
    );
    expect(rows[0]!.replied_by).toBe('Mia');

    const messages = await t.call(
      'messageList',
      { category: 'notification' },
      { token: player.token, lang: EN },
    );
    const message = (messages.body.list as Message[])[0]!;
    expect(message.title).toBe(translate('en', 'server:messages.feedbackReplied.title'));
    const detail = await t.call(
      'getMessage',
      { id: message.id },
      { token: player.token, lang: EN },
    );
    expect((detail.body.message as { content: string }).content).toContain(
      `"${reply.slice(0, 30)}…"`,
    );

    await t.app.events.flush();
    await expect
      .poll(() => events)
      .toEqual([{ topic: memberTopic(player.userId), type: 'feedback', ref: id }]);
  });

  it('replying again replaces the reply and keeps the status replied', async () => {
    const player = await t.registerPlayer();
    const id = await leave(player);
    await replyToFeedback(deskCtx(), { feedbackId: id, agentName: 'Mia', reply: 'First answer' });
    t.clock.advance(60_000);
    await replyToFeedback(deskCtx(), { feedbackId: id, agentName: 'Leo', reply: 'Second answer' });

    const info = await t.call('feedbackInfo', { id }, { token: player.token });
    expect(info.body.feedback).toMatchObject({
      status: 'replied',
      reply: 'Second answer',
      repliedAt: t.clock.now().toISOString(),
    });
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND title_key = 'feedbackReplied.title'",
      [player.userId],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it(`refuses an empty reply and one over ${FEEDBACK_REPLY_MAX_CHARS} characters, changing nothing`, async () => {
    const player = await t.registerPlayer();
    const id = await leave(player);
    for (const reply of ['   ', 'x'.repeat(FEEDBACK_REPLY_MAX_CHARS + 1)]) {
      await expect(
        replyToFeedback(deskCtx(), { feedbackId: id, agentName: 'Mia', reply }),
      ).rejects.toMatchObject({ code: 'invalidInput', messageKey: 'server:feedback.replyLength' });
    }
    await replyToFeedback(deskCtx(), {
      feedbackId: id,
      agentName: 'Mia',
      reply: 'x'.repeat(FEEDBACK_REPLY_MAX_CHARS),
    });
    const info = await t.call('feedbackInfo', { id }, { token: player.token });
    expect((info.body.feedback as Feedback).reply).toHaveLength(FEEDBACK_REPLY_MAX_CHARS);
  });

  it('answers notFound for an unknown or withdrawn feedback and sends no message', async () => {
    const player = await t.registerPlayer();
    const id = await leave(player);
    await t.call('feedbackDelete', { id }, { token: player.token });
    for (const feedbackId of [id, id + 99]) {
      await expect(
        replyToFeedback(deskCtx(), { feedbackId, agentName: 'Mia', reply: 'Hello' }),
      ).rejects.toMatchObject({ code: 'notFound', messageKey: 'server:feedback.notFound' });
    }
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE title_key = 'feedbackReplied.title'",
    );
    expect(rows[0]!.n).toBe(0);
  });
});
