import type { EndpointName } from '@platform/api-client/contract';
import { call, dev, type Answer } from './client';
import type { Prng } from './prng';
import { unexpectedExits } from './servers';

/**
 * The simulation's workload (docs/crash-test.md#simulation): operations planned from the seed,
 * sent by concurrent clients that retry a lost answer with the same key until the server answers.
 */
export const KINDS = [
  'register',
  'deposit',
  'transfer',
  'round',
  'lottery',
  'sports',
  'offer',
  'welfare',
  'rebate',
  'withdraw',
  'retry',
] as const;
export type Kind = (typeof KINDS)[number];

const WEIGHTS: Record<Kind, number> = {
  register: 2,
  deposit: 6,
  transfer: 22,
  round: 22,
  lottery: 5,
  sports: 5,
  offer: 3,
  welfare: 3,
  rebate: 1,
  withdraw: 5,
  retry: 8,
};

const VENUES = ['STSPORT', 'STLIVE', 'STCHESS', 'STESPORT', 'STLOTTO', 'STSLOT', 'STHOUSE'];
const HOUSE = 'STHOUSE';
const PASSWORD = 'sim12345';
const PAY_PASSWORD = '135790';

export interface Player {
  username: string;
  mobile: string;
  token: string;
  cardId: number;
}

/** Where each keyed operation went, for the checks: which table holds its one effect. */
export type EffectTable =
  | 'venue_transfers'
  | 'deposit_orders'
  | 'withdrawal_orders'
  | 'venue_sim_inhouse_rounds'
  | 'venue_sim_lottery6_tickets'
  | 'venue_sim_sports_slips'
  | 'activity_applications';

export interface Issued {
  kind: Kind;
  username: string;
  endpoint: EndpointName;
  input: Record<string, unknown>;
  table: EffectTable;
  /** The first success's identity (order, round, ticket, slip, application). */
  firstId?: string;
  /** A later success with the same key that answered another identity. */
  mismatches: string[];
}

export interface PlannedOp {
  n: number;
  kind: Kind;
  player: number;
  /** Numbers drawn at planning time, so the request is the seed's and not the interleaving's. */
  draws: number[];
  key: string;
  /** Sent twice at once. */
  duplicate: boolean;
  /** For a retry: the key sent again. */
  retryOf?: string;
}

export interface Stats {
  ops: Record<string, number>;
  ok: Record<string, number>;
  refused: Record<string, Record<string, number>>;
  latencies: Record<string, number[]>;
  /** 5xx answers: during a fault (expected: the database went away) and outside one (a bug). */
  serverErrorsInFault: number;
  serverErrors: string[];
  /** Answers lost to a fault (connection closed), each retried with the same key. */
  lostAnswers: number;
}

export function newStats(): Stats {
  return {
    ops: {},
    ok: {},
    refused: {},
    latencies: {},
    serverErrorsInFault: 0,
    serverErrors: [],
    lostAnswers: 0,
  };
}

export interface World {
  seed: number;
  players: Player[];
  issued: Map<string, Issued>;
  stats: Stats;
  /** The API ports; a client whose server is gone tries the next. */
  ports: number[];
  /** True while a fault and its recovery are under way: 5xx and lost answers are expected. */
  inFault: () => boolean;
  registered: number;
}

export function planStep(prng: Prng, world: World, count: number, step: number): PlannedOp[] {
  const ops: PlannedOp[] = [];
  const keys = [...world.issued.keys()];
  for (let i = 0; i < count; i++) {
    const n = step * 10_000 + i;
    let kind = prng.weighted(WEIGHTS);
    if (kind === 'retry' && keys.length === 0 && ops.length === 0) kind = 'transfer';
    const draws = Array.from({ length: 8 }, () => prng.next());
    const op: PlannedOp = {
      n,
      kind,
      player: prng.int(0, Math.max(1, world.players.length)),
      draws,
      key: `sim-${world.seed}-${n}`,
      duplicate: prng.chance(0.05),
    };
    if (kind === 'retry') {
      const earlier = [...keys, ...ops.filter((o) => o.kind !== 'retry').map((o) => o.key)];
      op.retryOf = earlier.length ? earlier[prng.int(0, earlier.length)] : undefined;
    }
    ops.push(op);
  }
  return ops;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function record(world: World, kind: string, answer: Answer) {
  const s = world.stats;
  (s.latencies[kind] ??= []).push(answer.ms);
  if (answer.body.code === 0) s.ok[kind] = (s.ok[kind] ?? 0) + 1;
  else {
    const reason = String(answer.body.msg ?? answer.status).slice(0, 60);
    const byReason = (s.refused[kind] ??= {});
    byReason[reason] = (byReason[reason] ?? 0) + 1;
  }
}

/**
 * Sends until a server answers below 500: a lost answer (the process was killed, the database
 * restarted) is retried with the same request, so the same key, on the next server.
 */
async function reliably(
  world: World,
  client: { port: number },
  label: string,
  send: (port: number) => Promise<Answer>,
): Promise<Answer> {
  const deadline = Date.now() + 120_000;
  let lost = false;
  let last: string;
  for (;;) {
    try {
      const answer = await send(client.port);
      if (answer.status < 500) {
        record(world, label, answer);
        return answer;
      }
      last = `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      if (world.inFault()) world.stats.serverErrorsInFault += 1;
      else
        world.stats.serverErrors.push(
          `#${world.stats.serverErrors.length + 1} ${label}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
    } catch (error) {
      last = String(error);
      if (!lost) world.stats.lostAnswers += 1;
      lost = true;
    }
    if (unexpectedExits.length) throw new Error(`an API process crashed: ${unexpectedExits[0]}`);
    if (Date.now() > deadline)
      throw new Error(`${label}: no server answered for 120 s (last: ${last})`);
    const next = world.ports[(world.ports.indexOf(client.port) + 1) % world.ports.length]!;
    client.port = next;
    await sleep(250);
  }
}

function identity(body: Answer['body']): string | undefined {
  const b = body as Record<string, Record<string, unknown> | undefined> & { orderNo?: string };
  const id =
    b.orderNo ??
    b.round?.roundId ??
    b.ticket?.ticketId ??
    b.slip?.slipId ??
    b.application?.id ??
    b.withdrawal?.orderNo;
  return id === undefined ? undefined : String(id);
}

/** A keyed request: remembered for retries and the one-effect check; a retry must answer the same. */
async function keyed(
  world: World,
  client: { port: number },
  issued: Omit<Issued, 'mismatches'>,
  key: string,
  duplicate: boolean,
  token: string,
): Promise<Answer> {
  const entry = world.issued.get(key) ?? { ...issued, mismatches: [] };
  world.issued.set(key, entry);
  const once = () =>
    reliably(world, client, entry.kind, (port) => call(port, entry.endpoint, entry.input, token));
  const answers = duplicate ? await Promise.all([once(), once()]) : [await once()];
  for (const answer of answers) {
    if (answer.body.code !== 0) continue;
    const id = identity(answer.body);
    if (entry.firstId === undefined) entry.firstId = id;
    else if (id !== entry.firstId) entry.mismatches.push(`${key}: ${entry.firstId} then ${id}`);
  }
  return answers[0]!;
}

function luhnCard(prefix: string): string {
  const digits = prefix.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return prefix + String((10 - (sum % 10)) % 10);
}

/** Registers a player through the real pages' calls and makes them ready for every operation. */
export async function registerPlayer(
  world: World,
  client: { port: number },
  n: number,
): Promise<Player | null> {
  const tag = `${(world.seed % 1296).toString(36)}${n.toString(36)}`.padStart(5, '0');
  const username = `sm${tag}9`.slice(0, 11);
  const mobile = `139${String(world.seed % 10_000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
  const r = (label: string, send: (port: number) => Promise<Answer>) =>
    reliably(world, client, label, send);
  // The codes and captcha answers the development routes read live in the API process that sent
  // them: a restart between the steps, or the other process, starts the registration again.
  let registered: Answer | null = null;
  for (let attempt = 0; attempt < 10 && !registered; attempt++) {
    const sent = await r('register', (p) => call(p, 'getPhoneCodeByRegister', { mobile }));
    if (sent.body.code !== 0) continue;
    const outbox = await r('register', (p) => dev(p, `/__dev/outbox?target=${mobile}`));
    const messages = (outbox.body.messages ?? []) as { code: string }[];
    const smsCode = messages[messages.length - 1]?.code;
    if (!smsCode) continue;
    const captcha = await r('register', (p) => call(p, 'getCaptcha', {}));
    const key = captcha.body.captchaKey as string;
    const answer = await r('register', (p) => dev(p, `/__dev/captcha/${key}`));
    if (answer.body.code !== 0) continue;
    const done = await r('register', (p) =>
      call(p, 'register', {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        mobile,
        smsCode,
        agreement: 'true',
        captchaKey: key,
        captchaCode: answer.body.answer as string,
      }),
    );
    if (done.body.code === 0) registered = done;
  }
  if (!registered) return null;
  const token = registered.body.token as string;
  const credit = await r('setup', (p) =>
    dev(p, '/__dev/credit', {
      username,
      amount: 5_000_000,
      idempotencyKey: `sim-credit-${username}`,
    }),
  );
  if (credit.body.code !== 0) return null;
  await r('setup', (p) => call(p, 'confirmLoginPassword', { password: PASSWORD }, token));
  await r('setup', (p) =>
    call(
      p,
      'setWithdrawPwd',
      { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
      token,
    ),
  );
  const banks = await r('setup', (p) => call(p, 'getSysBank', {}, token));
  const bankList = (banks.body.bankList as { bankId: number }[] | undefined) ?? [];
  let cardId = 0;
  if (bankList.length) {
    const cardNumber = luhnCard(
      `622202${String(world.seed % 1000).padStart(3, '0')}${mobile.slice(-6)}`,
    );
    const bound = await r('setup', (p) =>
      call(
        p,
        'bankCardBind',
        {
          holderName: '张三',
          cardType: 'savings',
          bankId: bankList[0]!.bankId,
          cardNumber,
          branchAddress: 'Shenzhen',
          payPassword: PAY_PASSWORD,
        },
        token,
      ),
    );
    if (bound.body.code === 0) {
      const list = await r('setup', (p) => call(p, 'bankCardList', {}, token));
      const cards = Object.values(list.body).find(Array.isArray) as { id: number }[] | undefined;
      cardId = cards?.[0]?.id ?? 0;
    }
  }
  const player = { username, mobile, token, cardId };
  await keyed(
    world,
    client,
    {
      kind: 'transfer',
      username,
      endpoint: 'convertMoney',
      input: {
        platCode: HOUSE,
        direction: 'toVenue',
        amount: 1_000_000,
        idempotencyKey: `sim-house-${username}`,
      },
      table: 'venue_transfers',
    },
    `sim-house-${username}`,
    false,
    token,
  );
  return player;
}

const between = (draw: number, min: number, max: number) => min + Math.floor(draw * (max - min));

function roundRequest(d: number[]): { endpoint: EndpointName; bets: unknown } {
  const stake = between(d[1]!, 100, 5_000);
  switch (between(d[0]!, 0, 6)) {
    case 0:
      return { endpoint: 'playBaccarat', bets: { [d[2]! < 0.5 ? 'player' : 'banker']: stake } };
    case 1:
      return {
        endpoint: 'playRoulette',
        bets: [{ type: d[2]! < 0.5 ? 'red' : 'black', stake }],
      };
    case 2:
      return { endpoint: 'playSicbo', bets: [{ type: d[2]! < 0.5 ? 'big' : 'small', stake }] };
    case 3:
      return { endpoint: 'playDragonTiger', bets: { [d[2]! < 0.5 ? 'dragon' : 'tiger']: stake } };
    case 4: {
      const numbers = [...new Set([1, 2, 3].map((i) => between(d[i + 2]!, 1, 81)))];
      return { endpoint: 'playKeno', bets: [{ type: 'pick', numbers, stake: 200 }] };
    }
    default:
      return { endpoint: 'playSlot', bets: { lineStake: between(d[1]!, 10, 200) } };
  }
}

/** Runs one planned operation as a client would. */
export async function runOp(world: World, client: { port: number }, op: PlannedOp): Promise<void> {
  const s = world.stats;
  s.ops[op.kind] = (s.ops[op.kind] ?? 0) + 1;
  const d = op.draws;
  if (op.kind === 'register') {
    const player = await registerPlayer(world, client, 1_000 + world.registered++);
    if (player) world.players.push(player);
    return;
  }
  const player = world.players[op.player % world.players.length];
  if (!player) return;
  const { token, username } = player;
  const base = { username, kind: op.kind };
  switch (op.kind) {
    case 'retry': {
      const earlier = op.retryOf ? world.issued.get(op.retryOf) : undefined;
      if (!earlier) return;
      const owner = world.players.find((p) => p.username === earlier.username);
      if (owner) await keyed(world, client, earlier, op.retryOf!, op.duplicate, owner.token);
      return;
    }
    case 'transfer': {
      await keyed(
        world,
        client,
        {
          ...base,
          endpoint: 'convertMoney',
          input: {
            platCode: VENUES[between(d[0]!, 0, VENUES.length)]!,
            direction: d[1]! < 0.6 ? 'toVenue' : 'toCentral',
            amount: between(d[2]!, 100, 200_000),
            idempotencyKey: op.key,
          },
          table: 'venue_transfers',
        },
        op.key,
        op.duplicate,
        token,
      );
      return;
    }
    case 'round': {
      const { endpoint, bets } = roundRequest(d);
      await keyed(
        world,
        client,
        {
          ...base,
          endpoint,
          input: { bets, idempotencyKey: op.key },
          table: 'venue_sim_inhouse_rounds',
        },
        op.key,
        op.duplicate,
        token,
      );
      return;
    }
    case 'deposit': {
      const created = await keyed(
        world,
        client,
        {
          ...base,
          endpoint: 'createBankCardRemittanceOrder',
          input: {
            amount: between(d[0]!, 10_000, 500_000),
            payerName: '张三',
            idempotencyKey: op.key,
          },
          table: 'deposit_orders',
        },
        op.key,
        op.duplicate,
        token,
      );
      const orderNo = created.body.orderNo as string | undefined;
      if (created.body.code !== 0 || !orderNo) return;
      const verdict = d[1]! < 0.85 ? 'approve' : 'reject';
      const times = d[2]! < 0.2 ? 2 : 1;
      for (let i = 0; i < times; i++)
        await reliably(world, client, `deposit:${verdict}`, (p) =>
          dev(p, `/__dev/sandbox/deposits/${orderNo}/${verdict}`, {}),
        );
      return;
    }
    case 'withdraw': {
      if (!player.cardId) return;
      const requested = await keyed(
        world,
        client,
        {
          ...base,
          endpoint: 'withdraw',
          input: {
            method: 'bankCard',
            type: 'instant',
            accountId: player.cardId,
            amount: between(d[0]!, 10_000, 100_000),
            payPassword: PAY_PASSWORD,
            idempotencyKey: op.key,
          },
          table: 'withdrawal_orders',
        },
        op.key,
        op.duplicate,
        token,
      );
      const orderNo = (requested.body.withdrawal as { orderNo?: string } | undefined)?.orderNo;
      if (requested.body.code !== 0 || !orderNo) return;
      const verdict = d[1]! < 0.7 ? 'pay' : 'reject';
      const times = d[2]! < 0.2 ? 2 : 1;
      for (let i = 0; i < times; i++)
        await reliably(world, client, `withdraw:${verdict}`, (p) =>
          dev(p, `/__dev/sandbox/withdrawals/${orderNo}/${verdict}`, {}),
        );
      return;
    }
    case 'lottery': {
      const draws = await reliably(world, client, 'lottery:draws', (p) =>
        call(p, 'getLottery6Draws', {}, token),
      );
      const drawKey = (draws.body.open as { drawKey?: string } | undefined)?.drawKey;
      if (!drawKey) return;
      await keyed(
        world,
        client,
        {
          ...base,
          endpoint: 'buyLottery6Ticket',
          input: {
            drawKey,
            bets: [{ type: d[0]! < 0.5 ? 'small' : 'big', stake: between(d[1]!, 100, 5_000) }],
            idempotencyKey: op.key,
          },
          table: 'venue_sim_lottery6_tickets',
        },
        op.key,
        op.duplicate,
        token,
      );
      return;
    }
    case 'sports': {
      const listed = await reliably(world, client, 'sports:events', (p) =>
        call(p, 'getSportsEvents', { sport: 'football' }, token),
      );
      const events = (listed.body.events ?? []) as {
        eventId: string;
        odds: Record<string, number | null>;
      }[];
      const open = events.filter((e) => e.odds.home);
      if (!open.length) return;
      const event = open[between(d[0]!, 0, open.length)]!;
      const pick = (['home', 'draw', 'away'] as const)[between(d[1]!, 0, 3)]!;
      if (!event.odds[pick]) return;
      await keyed(
        world,
        client,
        {
          ...base,
          endpoint: 'placeSportsSlip',
          input: {
            selections: [{ eventId: event.eventId, pick, odds: event.odds[pick] }],
            stake: between(d[2]!, 1_000, 5_000),
            idempotencyKey: op.key,
          },
          table: 'venue_sim_sports_slips',
        },
        op.key,
        op.duplicate,
        token,
      );
      return;
    }
    case 'offer': {
      const states = await reliably(world, client, 'offer:states', (p) =>
        call(p, 'queryActivityStates', {}, token),
      );
      const list = (states.body.stateList ?? []) as { activityId: number }[];
      if (!list.length) return;
      const offer = list[between(d[0]!, 0, list.length)]!;
      await keyed(
        world,
        client,
        {
          ...base,
          endpoint: 'applyActivity',
          input: {
            activityId: offer.activityId,
            platCode: VENUES[between(d[1]!, 0, VENUES.length - 1)]!,
            amount: between(d[2]!, 10_000, 40_000),
            idempotencyKey: op.key,
          },
          table: 'activity_applications',
        },
        op.key,
        op.duplicate,
        token,
      );
      return;
    }
    case 'welfare': {
      const granted = await reliably(world, client, 'welfare:grant', (p) =>
        dev(p, '/__dev/welfare/grant', {
          username,
          type: 'virtual',
          amount: between(d[0]!, 100, 5_000),
        }),
      );
      const id = granted.body.id as number | undefined;
      if (!id) return;
      // A claim is keyed by the item: claimed twice (and at once, sometimes), it pays once.
      const claim = () =>
        reliably(world, client, 'welfare', (p) => call(p, 'receiveWelfare', { id }, token));
      await (op.duplicate ? Promise.all([claim(), claim()]) : claim());
      if (d[1]! < 0.3) await claim();
      if (d[2]! < 0.5)
        await reliably(world, client, 'welfare:move', (p) =>
          call(p, 'moveWelfareToCentral', { idempotencyKey: `${op.key}-move` }, token),
        );
      return;
    }
    case 'rebate': {
      // The rebate job through the scheduler's exactly-once path, for the day now ending.
      const to = new Date(Date.now() + 24 * 3_600_000).toISOString();
      await reliably(world, client, 'rebate', (p) =>
        dev(p, '/__dev/scheduler/run-job', { job: 'rebate.settle', to }),
      );
      return;
    }
  }
}
