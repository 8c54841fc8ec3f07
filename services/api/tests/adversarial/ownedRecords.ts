import { INHOUSE_PLAT_CODE, passesLuhn } from '@platform/api-client/contract';
import { expect } from 'vitest';
import { playerRefOf } from '../../src/core/venues/provider';
import type { TestApp } from '../support/testApp';
import { memberWithMoney, type Player } from './players';

export const PAY_PASSWORD = '135790';
const EN = 3;

/** A player ready for every member call: money, the login password proven, a payment password. */
export async function readyMember(t: TestApp): Promise<Player> {
  const player = await memberWithMoney(t);
  await t.confirmPassword(player);
  const set = await t.call(
    'setWithdrawPwd',
    { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
    { token: player.token },
  );
  expect(set.body.code).toBe(0);
  return player;
}

/** One of player A's records: the value B will send as its id, and text only A's record holds. */
export interface OwnedRecord {
  id: string | number;
  /** Strings of A's record that must not appear in an answer to B. */
  secrets: string[];
  /** The record's owner when it is not the matrix's player A (a rule allows A only one). */
  owner?: Player;
}

let cards = 0;
/** A valid (Luhn) card number no other call of this file used. */
export function cardNumber(): string {
  cards += 1;
  const body = `62220210${String(cards).padStart(9, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

export async function firstBankId(t: TestApp, token: string): Promise<number> {
  const answer = await t.call('getSysBank', {}, { token });
  return (answer.body.bankList as { bankId: number }[])[0]!.bankId;
}

export function cardBody(bankId: number) {
  return {
    holderName: '张三',
    cardType: 'savings',
    bankId,
    cardNumber: cardNumber(),
    branchAddress: '深圳南山支行',
    payPassword: PAY_PASSWORD,
  };
}

export const TRC_ADDRESS = `T${'A1'.repeat(16)}`;
export const EB_ACCOUNT = `eb${'x9'.repeat(8)}`;

async function smsCode(t: TestApp, player: Player): Promise<string> {
  t.clock.advance(60_000); // past the one-code-per-phone pause
  const sent = await t.call(
    'getSmsCode',
    { smsType: 'bindVirtualCoin', mobile: player.mobile },
    { token: player.token },
  );
  expect(sent.body.code).toBe(0);
  return t.latestCode(player.mobile);
}

export async function blockchainBody(t: TestApp, player: Player) {
  return {
    alias: 'cold wallet',
    coinType: 'USDT',
    protocol: 'TRC20',
    address: TRC_ADDRESS,
    mobile: player.mobile,
    smsCode: await smsCode(t, player),
    payPassword: PAY_PASSWORD,
  };
}

export function thirdPartyBody() {
  return { accountType: 'ebpay', alias: 'EB', account: EB_ACCOUNT, payPassword: PAY_PASSWORD };
}

export async function uploadImage(t: TestApp, token: string): Promise<string> {
  const boundary = '----ownership';
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nvoucher\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/upload/uploadFile',
    headers: {
      token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
    payload,
  });
  const body = response.json<{ code: number; url: string }>();
  expect(body.code).toBe(0);
  return body.url;
}

function ok(answer: { body: Record<string, unknown> }, what: string) {
  expect(answer.body, what).toMatchObject({ code: 0 });
  return answer.body;
}

/** Player A moves money to the in-house venue and plays one baccarat round. */
async function playRound(
  t: TestApp,
  a: Player,
  idempotencyKey: string,
): Promise<{ roundId: string; serverSeed: string }> {
  ok(
    await t.call(
      'convertMoney',
      {
        platCode: INHOUSE_PLAT_CODE,
        direction: 'toVenue',
        amount: 10_000,
        idempotencyKey: nextKey(),
      },
      { token: a.token },
    ),
    'A moves money to the in-house venue',
  );
  const body = ok(
    await t.call('playBaccarat', { bets: { player: 1_000 }, idempotencyKey }, { token: a.token }),
    'A plays a round',
  );
  const round = body.round as { roundId: string | number; serverSeed: string };
  return { roundId: String(round.roundId), serverSeed: round.serverSeed };
}

let keys = 0;
export const nextKey = () => `ownership-key-${String(++keys).padStart(6, '0')}`;

/** How to make each kind of record of player A, through the calls a player makes. */
export const RECORD_MAKERS = {
  async depositOrder(t: TestApp, a: Player): Promise<OwnedRecord> {
    const body = ok(
      await t.call(
        'createBankCardTransferOrder',
        { amount: 50_000, payerName: '张三', idempotencyKey: nextKey() },
        { token: a.token, lang: EN },
      ),
      'A creates a deposit order',
    );
    const orderNo = body.orderNo as string;
    return { id: orderNo, secrets: [orderNo] };
  },
  /** The attempt key of another player's deposit order (A already has the one pending order). */
  async depositKey(t: TestApp): Promise<OwnedRecord> {
    const owner = await readyMember(t);
    const key = nextKey();
    const body = ok(
      await t.call(
        'createBankCardTransferOrder',
        { amount: 50_000, payerName: '张三', idempotencyKey: key },
        { token: owner.token, lang: EN },
      ),
      'the owner creates a deposit order',
    );
    return { id: key, secrets: [body.orderNo as string], owner };
  },
  async bankCard(t: TestApp, a: Player): Promise<OwnedRecord> {
    const card = cardBody(await firstBankId(t, a.token));
    const body = ok(await t.call('bankCardBind', card, { token: a.token, lang: EN }), 'A binds');
    const id = (body.bankCard as { id: number }).id;
    return { id, secrets: [card.cardNumber, card.cardNumber.slice(-4)] };
  },
  async blockchainAccount(t: TestApp, a: Player): Promise<OwnedRecord> {
    const body = ok(
      await t.call('blockchainAccountBind', await blockchainBody(t, a), {
        token: a.token,
        lang: EN,
      }),
      'A binds a coin address',
    );
    return { id: (body.blockchainAccount as { id: number }).id, secrets: [] };
  },
  async thirdPartyAccount(t: TestApp, a: Player): Promise<OwnedRecord> {
    const body = ok(
      await t.call('thirdPartyAccountBind', thirdPartyBody(), { token: a.token, lang: EN }),
      'A binds an e-wallet',
    );
    return { id: (body.thirdPartyAccount as { id: number }).id, secrets: [] };
  },
  async message(t: TestApp, a: Player): Promise<OwnedRecord> {
    // Every new player has the welcome message.
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM messages WHERE user_id = $1 ORDER BY id LIMIT 1',
      [a.userId],
    );
    return { id: rows[0]!.id, secrets: [] };
  },
  async feedback(t: TestApp, a: Player): Promise<OwnedRecord> {
    const description = 'Only player A wrote this feedback';
    const body = ok(
      await t.call(
        'feedbackSave',
        { questionType: 'deposit', description },
        { token: a.token, lang: EN },
      ),
      'A sends feedback',
    );
    return { id: (body.feedback as { id: number }).id, secrets: [description] };
  },
  async welfareItem(t: TestApp, a: Player): Promise<OwnedRecord> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/__dev/welfare/grant',
      payload: { username: a.username, title: 'Only for player A', amount: 800 },
    });
    expect(response.statusCode).toBe(200);
    return { id: response.json<{ id: number }>().id, secrets: ['Only for player A'] };
  },
  async inhouseRound(t: TestApp, a: Player): Promise<OwnedRecord> {
    const { roundId, serverSeed } = await playRound(t, a, nextKey());
    return { id: roundId, secrets: [serverSeed] };
  },
  /** A's attempt key of a round: B's round with the same key must be B's own. */
  async roundKey(t: TestApp, a: Player): Promise<OwnedRecord> {
    const key = nextKey();
    return { id: key, secrets: [(await playRound(t, a, key)).serverSeed] };
  },
  /** A's attempt key of a venue transfer: B's transfer with the same key must be B's own. */
  async transferKey(t: TestApp, a: Player): Promise<OwnedRecord> {
    const key = nextKey();
    const body = ok(
      await t.call(
        'convertMoney',
        { platCode: INHOUSE_PLAT_CODE, direction: 'toVenue', amount: 1_000, idempotencyKey: key },
        { token: a.token },
      ),
      'A moves money to the in-house venue',
    );
    return { id: key, secrets: [body.orderNo as string] };
  },
  async chatConversation(t: TestApp, a: Player): Promise<OwnedRecord> {
    const body = ok(
      await t.call('openChat', { group: 'online' }, { token: a.token, lang: EN }),
      'A opens a chat',
    );
    const id = (body.conversation as { id: number | string }).id;
    const sent = await t.call(
      'sendChatMessage',
      { conversationId: id, clientId: nextKey(), text: 'Only player A said this' },
      { token: a.token, lang: EN },
    );
    ok(sent, 'A writes in the chat');
    return { id, secrets: ['Only player A said this'] };
  },
  async upload(t: TestApp, a: Player): Promise<OwnedRecord> {
    const url = await uploadImage(t, a.token);
    return { id: url, secrets: [] };
  },
} satisfies Record<string, (t: TestApp, a: Player) => Promise<OwnedRecord>>;

export type RecordKind = keyof typeof RECORD_MAKERS;

/**
 * Everything of player A's in the database: the rows of every table with the player's id
 * (user_id, owner_user_id) or venue reference (player_ref), in a stable order.
 */
export async function rowsOf(t: TestApp, userId: number): Promise<Record<string, unknown[]>> {
  const { rows: columns } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND column_name IN ('user_id', 'owner_user_id', 'player_ref')
      ORDER BY table_name, column_name`,
  );
  const out: Record<string, unknown[]> = {};
  for (const { table_name: table, column_name: column } of columns) {
    const value = column === 'player_ref' ? playerRefOf(userId) : userId;
    const { rows } = await t.db.query(
      `SELECT * FROM "${table}" WHERE "${column}"::text = $1::text ORDER BY 1`,
      [String(value)],
    );
    // Sessions are A's live devices: last-seen times move when A (not B) calls.
    if (table !== 'sessions') out[`${table}.${column}`] = rows;
  }
  return out;
}
