import type { CoinProtocol, DepositMethod, PayloadOf } from '@platform/api-client/contract';
import {
  COIN_PROTOCOLS,
  DEPOSIT_CHANNEL_TABLE,
  VIRTUAL_COIN_DEPOSIT_METHODS,
} from '@platform/api-client/tables';

export type PaymentMethodInfo = PayloadOf<'getPaymentMethod'>['paymentMethodList'][number];
export type ChannelInfo = PaymentMethodInfo['channels'][number];
export type ChannelRow = (typeof DEPOSIT_CHANNEL_TABLE)[number];

/** The contract's row of a channel: its createOrder endpoint and, for coin, its protocol. */
export function channelRow(channel: string): ChannelRow | undefined {
  return DEPOSIT_CHANNEL_TABLE.find((row) => row.channel === channel);
}

export function protocolOf(channel: string): CoinProtocol | undefined {
  const row = channelRow(channel);
  return row && 'protocol' in row ? row.protocol : undefined;
}

/** Virtual-coin methods also ask for coin type and protocol (docs/product-rules.md#deposits). */
export function isCoinMethod(method: DepositMethod): boolean {
  return (VIRTUAL_COIN_DEPOSIT_METHODS as readonly DepositMethod[]).includes(method);
}

/** The protocols a method's channels speak, in the contract's order. */
export function protocolsOf(channels: readonly ChannelInfo[]): CoinProtocol[] {
  return COIN_PROTOCOLS.filter((p) => channels.some((c) => protocolOf(c.channel) === p));
}

/** The channels to offer: by the operator's order, only those of the chosen protocol (coin). */
export function channelsToOffer(
  channels: readonly ChannelInfo[],
  protocol: CoinProtocol | undefined,
): ChannelInfo[] {
  return [...channels]
    .filter((c) => protocol === undefined || protocolOf(c.channel) === protocol)
    .sort((a, b) => a.sort - b.sort);
}
