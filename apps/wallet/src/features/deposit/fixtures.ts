export const paymentMethods = [
  {
    method: 'bankCardTransfer' as const,
    name: 'Bank transfer',
    iconUrl: null,
    sort: 1,
    channels: [
      {
        channel: 'bankCardTransfer' as const,
        name: 'Card to card',
        minAmount: 10_000,
        maxAmount: 300_000,
        fixedAmounts: [10_000, 50_000, 100_000],
        fixedAmountsOnly: false,
        sort: 1,
      },
    ],
  },
  {
    method: 'blockchainTopUp' as const,
    name: 'Blockchain',
    iconUrl: null,
    sort: 2,
    channels: [
      {
        channel: 'blockchainTrc20' as const,
        name: 'USDT TRC20',
        minAmount: 10_000,
        maxAmount: 100_000_000,
        fixedAmounts: [],
        fixedAmountsOnly: false,
        sort: 1,
      },
      {
        channel: 'blockchainErc20' as const,
        name: 'USDT ERC20',
        minAmount: 10_000,
        maxAmount: 100_000_000,
        fixedAmounts: [],
        fixedAmountsOnly: false,
        sort: 2,
      },
    ],
  },
  {
    method: 'shortVideoRedPacket' as const,
    name: 'Red packet',
    iconUrl: null,
    sort: 3,
    channels: [
      {
        channel: 'douyinRedPacket' as const,
        name: 'Douyin',
        minAmount: 10_000,
        maxAmount: 300_000,
        fixedAmounts: [10_000, 20_000],
        fixedAmountsOnly: true,
        sort: 1,
      },
    ],
  },
];
