import { z } from 'zod';
import {
  COIN_TYPES,
  DEPOSIT_METHODS,
  DEPOSIT_ORDER_STATUSES,
  type DepositMethod,
} from '../catalogue';
import { endpoint, type EndpointDef } from '../define';
import { idempotencyKeySchema, receivingAccountSchema } from '../entities-domain';
import type { CoinProtocol } from '../rules/accounts';
import { personNameSchema } from '../rules/identity';
import { depositAmountSchema } from '../rules/money';
import { isoTime, wireFen } from '../wire';

interface DepositChannelRow {
  /** Endpoint name. */
  readonly name: `create${string}Order`;
  readonly method: DepositMethod;
  /** Channel code: the wire value in orders and in getPaymentMethod. */
  readonly channel: string;
  readonly path: `pay/${string}/createOrder`;
  /** Virtual-coin channels are one per protocol; the order must name the same one. */
  readonly protocol?: CoinProtocol;
}

/** A row whose endpoint name and path follow from the channel code, so they cannot drift. */
function channelRow<const C extends string, const M extends DepositMethod>(channel: C, method: M) {
  const pascal = `${channel.charAt(0).toUpperCase()}${channel.slice(1)}`;
  return {
    name: `create${pascal}Order` as `create${Capitalize<C>}Order`,
    method,
    channel,
    path: `pay/${channel}/createOrder` as `pay/${C}/createOrder`,
  };
}

function coinChannelRow<
  const C extends string,
  const M extends DepositMethod,
  const P extends CoinProtocol,
>(channel: C, method: M, protocol: P) {
  return { ...channelRow(channel, method), protocol };
}

/**
 * One createOrder call per payment channel, each a JSON POST (docs/api-contract.md#wire-rules). The
 * channel set is ours (the product names the twelve methods, not their channels:
 * docs/product-rules.md#deposits); see docs/api-contract.md.
 */
export const DEPOSIT_CHANNEL_TABLE = [
  channelRow('bankCardTransfer', 'bankCardTransfer'),
  channelRow('alipayToCard', 'bankCardTransfer'),
  channelRow('wechatToCard', 'bankCardTransfer'),
  channelRow('bankCardRemittance', 'bankCardRemittance'),
  channelRow('atmRemittance', 'bankCardRemittance'),
  coinChannelRow('blockchainTrc20', 'blockchainTopUp', 'TRC20'),
  coinChannelRow('blockchainErc20', 'blockchainTopUp', 'ERC20'),
  channelRow('thirdPartyAlipay', 'thirdPartyTopUp'),
  channelRow('thirdPartyWechat', 'thirdPartyTopUp'),
  channelRow('thirdPartyUnionPay', 'thirdPartyTopUp'),
  channelRow('thirdPartyJdPay', 'thirdPartyTopUp'),
  coinChannelRow('ebpayApp', 'coinPaymentApp', 'TRC20'),
  coinChannelRow('koipayApp', 'coinPaymentApp', 'TRC20'),
  coinChannelRow('okpayApp', 'coinPaymentApp', 'TRC20'),
  coinChannelRow('topayApp', 'coinPaymentApp', 'TRC20'),
  coinChannelRow('virtualCoinTrc20', 'virtualCoinTopUp', 'TRC20'),
  coinChannelRow('virtualCoinErc20', 'virtualCoinTopUp', 'ERC20'),
  channelRow('digitalRmbWallet', 'digitalRmb'),
  channelRow('digitalRmbScan', 'digitalRmb'),
  channelRow('valetBankCard', 'valetTopUp'),
  channelRow('valetAlipay', 'valetTopUp'),
  channelRow('valetWechat', 'valetTopUp'),
  channelRow('prepaidVoucherWallet', 'prepaidVoucherWallet'),
  channelRow('phoneRechargeCard', 'prepaidVoucherWallet'),
  channelRow('fastCardTransfer', 'fastCardTransfer'),
  channelRow('fastMobileBanking', 'fastCardTransfer'),
  channelRow('fastAlipayTransfer', 'fastAlipay'),
  channelRow('fastAlipayScan', 'fastAlipay'),
  channelRow('fastAlipayRedPacket', 'fastAlipay'),
  channelRow('douyinRedPacket', 'shortVideoRedPacket'),
  channelRow('kuaishouRedPacket', 'shortVideoRedPacket'),
] as const satisfies readonly DepositChannelRow[];

type DepositChannelTable = typeof DEPOSIT_CHANNEL_TABLE;
export type DepositChannelName = DepositChannelTable[number]['name'];
export type DepositChannelCode = DepositChannelTable[number]['channel'];
export const DEPOSIT_CHANNEL_CODES = DEPOSIT_CHANNEL_TABLE.map((row) => row.channel) as [
  DepositChannelCode,
  ...DepositChannelCode[],
];

/** The channels of each of the twelve deposit methods, in table order. */
export const DEPOSIT_CHANNELS_BY_METHOD = Object.fromEntries(
  DEPOSIT_METHODS.map((method) => [
    method,
    DEPOSIT_CHANNEL_TABLE.filter((row) => row.method === method).map((row) => row.channel),
  ]),
) as Record<DepositMethod, DepositChannelCode[]>;

/**
 * The fields every deposit order asks for; the amount range follows the method
 * (docs/product-rules.md#deposits).
 */
function fiatOrderRequest(method: DepositMethod) {
  return z.object({
    amount: wireFen.pipe(depositAmountSchema(method)),
    payerName: personNameSchema,
    /** Bank of the paying card, where the channel matches payments by bank. */
    payerBankName: z.string().trim().min(1).optional(),
    idempotencyKey: idempotencyKeySchema,
  });
}

/**
 * Virtual coin also asks for coin type and protocol (docs/product-rules.md#deposits); the protocol
 * is the channel's.
 */
function coinOrderRequest<P extends CoinProtocol>(method: DepositMethod, protocol: P) {
  return fiatOrderRequest(method).extend({
    coinType: z.enum(COIN_TYPES),
    protocol: z.literal(protocol, { error: 'coin.protocolMismatch' }),
  });
}

type FiatOrderRequest = ReturnType<typeof fiatOrderRequest>;
type CoinOrderRequest<P extends CoinProtocol> = ReturnType<typeof coinOrderRequest<P>>;

/** What every createOrder answers: the order and where to pay it before it expires. */
export const createOrderResponse = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  amount: z.number().int(),
  receivingAccount: receivingAccountSchema,
  expiresAt: isoTime,
});

type ChannelEndpoint<R extends DepositChannelRow> = EndpointDef<
  R extends { protocol: infer P extends CoinProtocol } ? CoinOrderRequest<P> : FiatOrderRequest,
  typeof createOrderResponse
>;
type ChannelEndpoints<Rows extends readonly DepositChannelRow[]> = {
  [R in Rows[number] as R['name']]: ChannelEndpoint<R>;
};

function channelEndpoint(row: DepositChannelRow): EndpointDef {
  return endpoint({
    path: row.path,
    encoding: 'json',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: `Creates a ${row.method} deposit order through the ${row.channel} channel.`,
    request:
      row.protocol === undefined
        ? fiatOrderRequest(row.method)
        : coinOrderRequest(row.method, row.protocol),
    response: createOrderResponse,
    invalidates: ['DepositOrders', 'Balance'],
  });
}

/** One entry per row, keyed by the row's name so each key stays a literal type. */
function channelEndpoints<const Rows extends readonly DepositChannelRow[]>(
  rows: Rows,
): ChannelEndpoints<Rows> {
  return Object.fromEntries(
    rows.map((row) => [row.name, channelEndpoint(row)]),
  ) as ChannelEndpoints<Rows>;
}

export const depositChannelEndpoints = channelEndpoints(DEPOSIT_CHANNEL_TABLE);
