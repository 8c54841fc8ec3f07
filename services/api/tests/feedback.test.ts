import type { Feedback } from '@platform/api-client/contract';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS } from '@platform/api-client/contract';
import { translate } from '@platform/i18n/server';
import { describe, expect, it } from 'vitest';
import { approveDeposit } from '../src/modules/wallet/deposits/sandbox';
import { FEEDBACK_DAILY_LIMIT } from '../src/modules/support/feedback/feedbackRules';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const YUAN = 100;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

const t = useTestApp();
let keys = 0;

type Player = { token: string; userId: number };

const text = (n: number) => 'x'.repeat(n);
const DESCRIPTION = 'The deposit has not arrived after an hour';

/** What the player reads for a rule key in English. */
const en = (key: string, params: Record<string, string | number> = {}) =>
  translate('en', key, params);

function save(player: Player, input: Record<string, unknown>) {
  return t.call(
    'feedbackSave',
    { questionType: 'deposit', description: DESCRIPTION, ...input },
    { token: player.token, lang: EN },
  );
}

async function storedFeedback(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback');
  return rows[0]!.n;
}

/** A credited deposit order of the player, created `daysAgo` days before now (one pending order at a time). */
async function order(player: Player, daysAgo: number): Promise<string> {
  const answer = await t.call(
    'createBankCardRemittanceOrder',
    { amount: 100 * YUAN * 100, payerName: 'Li Lei', idempotencyKey: `feedback-key-${++keys}` },
    { token: player.token },
  );
  expect(answer.body.code).toBe(0);
  const orderNo = answer.body.orderNo as string;
  await approveDeposit(t.db, { orderNo, now: t.clock.now() });
  await t.db.query('UPDATE deposit_orders SET created_at = $2 WHERE order_no = $1', [
    orderNo,
    new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
  ]);
  return orderNo;
}

/** POSTs upload/uploadFile as the app does (multipart), purpose feedback. */
async function upload(t: TestApp, player: Player, file: { name: string; data: Buffer }) {
  const boundary = '----feedbackTest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nfeedback\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/upload/uploadFile',
    headers: {
      token: player.token,
      lang: String(EN),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return response.json<{ code: number; msg: string; url?: string }>();
}

describe('feedback/save: the description', () => {
  it(`refuses ${FEEDBACK_MIN_CHARS - 1} and ${FEEDBACK_MAX_CHARS + 1} characters with the rule's message and stores nothing`, async () => {
    const player = await t.registerPlayer();
    for (const n of [FEEDBACK_MIN_CHARS - 1, FEEDBACK_MAX_CHARS + 1]) {
      const answer = await save(player, { description: text(n) });
      expect(answer.body).toMatchObject({ code: 400, msg: en('validation:feedback.description') });
    }
    expect(await storedFeedback()).toBe(0);
  });

  it(`accepts ${FEEDBACK_MIN_CHARS} and ${FEEDBACK_MAX_CHARS} characters as pending feedback`, async () => {
    const player = await t.registerPlayer();
    for (const n of [FEEDBACK_MIN_CHARS, FEEDBACK_MAX_CHARS]) {
      const answer = await save(player, { description: text(n) });
      expect(answer.body.code).toBe(0);
      expect(answer.body.feedback).toMatchObject({
        questionType: 'deposit',
        orderNo: null,
        description: text(n),
        imageUrls: [],
        status: 'pending',
        reply: null,
        repliedAt: null,
        createdAt: t.clock.now().toISOString(),
      });
    }
    expect(await storedFeedback()).toBe(2);
  });
});

describe('feedback/save: question type, order and images', () => {
  it('refuses a question type that is not in the feedback_question_type dictionary', async () => {
    const player = await t.registerPlayer();
    const answer = await save(player, { questionType: 'vipRefund' });
    expect(answer.body).toMatchObject({ code: 400, msg: en('validation:feedback.questionType') });
    expect(await storedFeedback()).toBe(0);
  });

  it('accepts an own order of 6 days ago and refuses one of 8 days ago', async () => {
    const player = await t.registerPlayer();
    const recent = await order(player, 6);
    const old = await order(player, 8);

    const accepted = await save(player, { orderNo: recent });
    expect(accepted.body.code).toBe(0);
    expect((accepted.body.feedback as Feedback).orderNo).toBe(recent);

    const refused = await save(player, { orderNo: old });
    expect(refused.body).toMatchObject({ code: 1000, msg: en('validation:feedback.orderTooOld') });
    expect(await storedFeedback()).toBe(1);
  });

  it("refuses another player's order number exactly like an unknown one", async () => {
    const owner = await t.registerPlayer();
    const other = await t.registerPlayer();
    const theirs = await order(owner, 1);

    const unknown = await save(other, { orderNo: 'D2026011500000000' });
    const another = await save(other, { orderNo: theirs });
    expect(unknown.body).toMatchObject({ code: 1000, msg: en('server:feedback.orderNotFound') });
    expect(another.body).toEqual(unknown.body);
    expect(await storedFeedback()).toBe(0);
  });

  it('refuses at upload a text file renamed .png', async () => {
    const player = await t.registerPlayer();
    const answer = await upload(t, player, {
      name: 'screenshot.png',
      data: Buffer.from('this is not an image at all, just text'),
    });
    expect(answer).toMatchObject({ code: 400, msg: en('validation:upload.type') });
    const { rows } = await t.db.query('SELECT 1 FROM uploads');
    expect(rows).toHaveLength(0);
  });

  it("keeps the player's own feedback images and refuses another player's image URL", async () => {
    const player = await t.registerPlayer();
    const other = await t.registerPlayer();
    const own = await upload(t, player, { name: 'shot.png', data: PNG });
    const theirs = await upload(t, other, { name: 'shot.png', data: PNG });
    expect(own.code).toBe(0);

    const accepted = await save(player, { imageUrls: [own.url] });
    expect((accepted.body.feedback as Feedback).imageUrls).toEqual([own.url]);

    const refused = await save(player, { imageUrls: [own.url, theirs.url] });
    expect(refused.body).toMatchObject({ code: 400, msg: en('validation:feedback.image') });
    expect(await storedFeedback()).toBe(1);
  });
});

describe('feedback/save: the daily cap', () => {
  it(`refuses feedback number ${FEEDBACK_DAILY_LIMIT + 1} of a business day, deleted ones counted, and accepts it the next day`, async () => {
    const player = await t.registerPlayer();
    for (let i = 0; i < FEEDBACK_DAILY_LIMIT; i++) {
      expect((await save(player, {})).body.code).toBe(0);
    }
    const first = (await t.call('feedbackList', {}, { token: player.token })).body
      .list as Feedback[];
    await t.call('feedbackDelete', { id: first[0]!.id }, { token: player.token });

    const refused = await save(player, {});
    expect(refused.body).toMatchObject({
      code: 1000,
      msg: en('server:feedback.dailyLimit', { max: FEEDBACK_DAILY_LIMIT }),
    });
    expect(await storedFeedback()).toBe(FEEDBACK_DAILY_LIMIT);

    t.clock.advance(DAY_MS);
    expect((await save(player, {})).body.code).toBe(0);
  });
});

describe('feedback list, info and delete', () => {
  it("lists only the player's own live feedback, newest first, paged", async () => {
    const player = await t.registerPlayer();
    const other = await t.registerPlayer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(((await save(player, {})).body.feedback as Feedback).id);
      t.clock.advance(60_000);
    }
    await save(other, {});
    await t.call('feedbackDelete', { id: ids[1] }, { token: player.token });

    const page1 = await t.call(
      'feedbackList',
      { pageNum: 1, pageSize: 1 },
      { token: player.token },
    );
    expect(page1.body).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    const page2 = await t.call(
      'feedbackList',
      { pageNum: 2, pageSize: 1 },
      { token: player.token },
    );
    const listed = [...(page1.body.list as Feedback[]), ...(page2.body.list as Feedback[])];
    expect(listed.map((f) => f.id)).toEqual([ids[2], ids[0]]);
  });

  it("answers notFound for another player's feedback, changes nothing, and its owner still has it", async () => {
    const owner = await t.registerPlayer();
    const other = await t.registerPlayer();
    const id = ((await save(owner, {})).body.feedback as Feedback).id;
    const notFound = { code: 404, msg: en('server:feedback.notFound') };

    expect((await t.call('feedbackInfo', { id }, { token: other.token, lang: EN })).body).toEqual(
      notFound,
    );
    expect(
      (await t.call('feedbackInfo', { id: id + 99 }, { token: other.token, lang: EN })).body,
    ).toEqual(notFound);
    expect((await t.call('feedbackDelete', { id }, { token: other.token, lang: EN })).body).toEqual(
      notFound,
    );

    const info = await t.call('feedbackInfo', { id }, { token: owner.token });
    expect((info.body.feedback as Feedback).id).toBe(id);
    const list = await t.call('feedbackList', {}, { token: owner.token });
    expect(list.body.total).toBe(1);
  });

  it('deletes softly: the owner no longer reads it, the record stays', async () => {
    const player = await t.registerPlayer();
    const id = ((await save(player, {})).body.feedback as Feedback).id;
    expect((await t.call('feedbackDelete', { id }, { token: player.token })).body.code).toBe(0);

    expect((await t.call('feedbackInfo', { id }, { token: player.token })).body.code).toBe(404);
    expect((await t.call('feedbackDelete', { id }, { token: player.token })).body.code).toBe(404);
    const { rows } = await t.db.query<{ deleted_at: Date | null }>(
      'SELECT deleted_at FROM feedback WHERE id = $1',
      [id],
    );
    expect(rows[0]!.deleted_at).toEqual(t.clock.now());
  });

  it('asks for a login', async () => {
    const answer = await t.call('feedbackList', {});
    expect(answer.body.code).toBe(401);
  });
});
