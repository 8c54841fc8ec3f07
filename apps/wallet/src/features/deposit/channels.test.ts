import { describe, expect, it } from 'vitest';
import {
  channelsToOffer,
  isCoinMethod,
  protocolOf,
  protocolsOf,
  type ChannelInfo,
} from './channels';

function channel(code: ChannelInfo['channel'], overrides: Partial<ChannelInfo> = {}): ChannelInfo {
  return {
    channel: code,
    name: code,
    minAmount: 10_000,
    maxAmount: 300_000,
    fixedAmounts: [10_000, 50_000],
    fixedAmountsOnly: false,
    sort: 0,
    ...overrides,
  };
}

describe('deposit channels', () => {
  it('knows which methods pay in virtual coin', () => {
    expect(isCoinMethod('blockchainTopUp')).toBe(true);
    expect(isCoinMethod('bankCardTransfer')).toBe(false);
  });

  it("reads a coin channel's protocol from the contract", () => {
    expect(protocolOf('blockchainErc20')).toBe('ERC20');
    expect(protocolOf('ebpayApp')).toBe('TRC20');
    expect(protocolOf('bankCardTransfer')).toBeUndefined();
  });

  it('offers the protocols of the channels and the channels of a protocol, in order', () => {
    const channels = [
      channel('blockchainErc20', { sort: 2 }),
      channel('blockchainTrc20', { sort: 1 }),
    ];
    expect(protocolsOf(channels)).toEqual(['TRC20', 'ERC20']);
    expect(channelsToOffer(channels, 'ERC20').map((c) => c.channel)).toEqual(['blockchainErc20']);
    expect(channelsToOffer(channels, undefined).map((c) => c.channel)).toEqual([
      'blockchainTrc20',
      'blockchainErc20',
    ]);
  });
});
