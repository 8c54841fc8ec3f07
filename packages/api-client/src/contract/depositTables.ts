// The deposit channels as plain data, without zod: the deposit page's first screen reads them
// (which channels a method has, a coin channel's protocol) before any validation is loaded. The
// createOrder endpoints built from this table live in endpoints/depositChannels.ts.
import { DEPOSIT_METHODS, type CoinProtocol, type DepositMethod } from './catalogue';

export interface DepositChannelRow {
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
