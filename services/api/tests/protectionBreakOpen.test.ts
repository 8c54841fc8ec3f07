import { describe, expect, it } from 'vitest';
import { creditCentralWallet } from '../src/core/ledger/credit';
import { permanentExclusion, setBreak } from './support/protectionBreak';
import { insertBankCard } from './support/paymentRows';
import { useTestApp } from './support/testApp';

/**
 * What stays open on a break (docs/product-rules.md#responsible-gambling): a permanently
 * self-excluded player logs in, withdraws, moves money out of a venue, reads messages, chats
 * with support and leaves feedback. The strictest break, so a cool-off is covered too.
 */
const t = useTestApp();
const EN = 3;
const PAY_PASSWORD = '135790';

async function excludedWithMoney() {
  const p = await t.registerPlayer();
  await t.confirmPassword(p);
  await creditCentralWallet(t.db, { userId: p.userId, amount: 100_000, reason: 'test' });
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: p.token },
  );
  expect(set.body.code).toBe(0);
  const cardId = await insertBankCard(t.db, p.userId, `62220200000${String(p.userId).slice(-6)}00`);
  // Money in a venue from before the break.
  const into = await t.call(
    'convertMoney',
    { platCode: 'STSLOT', direction: 'toVenue', amount: 30_000, idempotencyKey: 'brk-open-in' },
    { token: p.token },
  );
  expect(into.body.code).toBe(0);
  await setBreak(t.db, p.userId, permanentExclusion(t.clock.now()));
  return { ...p, cardId };
}

describe('on a break, still open', () => {
  it('login', async () => {
    const p = await excludedWithMoney();
    const login = await t.call(
      'login',
      { username: p.username, password: p.password, ...(await t.captcha()) },
      { lang: EN },
    );
    expect(login.body).toMatchObject({ code: 0 });
  });

  it('a withdrawal request, and money out of a venue', async () => {
    const p = await excludedWithMoney();
    const out = await t.call(
      'convertMoney',
      {
        platCode: 'STSLOT',
        direction: 'toCentral',
        amount: 30_000,
        idempotencyKey: 'brk-open-out',
      },
      { token: p.token, lang: EN },
    );
    expect(out.body).toMatchObject({ code: 0 });
    const withdrawal = await t.call(
      'withdraw',
      {
        method: 'bankCard',
        type: 'instant',
        accountId: p.cardId,
        amount: 20_000,
        payPassword: PAY_PASSWORD,
        idempotencyKey: 'brk-open-withdraw',
      },
      { token: p.token, lang: EN },
    );
    expect(withdrawal.body).toMatchObject({ code: 0 });
  });

  it('reading messages', async () => {
    const p = await excludedWithMoney();
    const list = await t.call('messageList', {}, { token: p.token });
    expect(list.body.code).toBe(0);
    const [first] = list.body.list as { id: number }[];
    expect(first).toBeDefined();
    const detail = await t.call('getMessage', { id: first!.id }, { token: p.token });
    expect(detail.body.code).toBe(0);
  });

  it('support chat and feedback', async () => {
    const p = await excludedWithMoney();
    const chat = await t.call('openChat', { group: 'online' }, { token: p.token, lang: EN });
    expect(chat.body.code).toBe(0);
    const conversation = chat.body.conversation as { id: number };
    const sent = await t.call(
      'sendChatMessage',
      { conversationId: conversation.id, clientId: 'brk-open-chat-1', text: 'I want to talk.' },
      { token: p.token, lang: EN },
    );
    expect(sent.body.code).toBe(0);
    const feedback = await t.call(
      'feedbackSave',
      { questionType: 'other', description: 'Please tell me when my break ends, thank you.' },
      { token: p.token, lang: EN },
    );
    expect(feedback.body.code).toBe(0);
  });
});
