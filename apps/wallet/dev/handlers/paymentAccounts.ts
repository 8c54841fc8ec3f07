// Standalone dev only: payment accounts kept in memory, so binding, modifying and deleting show
// in the lists; `?scenario=refusals` makes the binding calls refuse (the toast path).
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  endpointMeta,
  MAX_BANK_CARDS,
  type BankCard,
  type BlockchainAccount,
  type ThirdPartyAccount,
} from '@platform/api-client';
import { answer, refuse } from '@platform/api-client/mocks';
import { now, stateful } from './shared';

const BANKS = [
  'ICBC',
  'China Construction Bank',
  'Agricultural Bank of China',
  'Bank of China',
  'China Merchants Bank',
].map((bankName, i) => ({ bankId: i + 1, bankCode: `B${i + 1}`, bankName, logoUrl: null }));

let nextId = 100;
export let bankCards: BankCard[] = [
  {
    id: 1,
    holderName: '张三',
    cardType: 'savings',
    bankId: 1,
    bankName: 'ICBC',
    cardNumber: '**** **** **** 1234',
    branchAddress: 'Shenzhen Futian',
    createdAt: '2026-01-02T03:04:05.000Z',
  },
];
export let coins: BlockchainAccount[] = [];
export let thirdParty: ThirdPartyAccount[] = [];

function bankCardOf(body: URLSearchParams, id: number): BankCard {
  const bankId = Number(body.get('bankId'));
  return {
    id,
    holderName: body.get('holderName') ?? '',
    cardType: body.get('cardType') === 'credit' ? 'credit' : 'savings',
    bankId,
    bankName: BANKS.find((b) => b.bankId === bankId)?.bankName ?? '',
    cardNumber: `**** **** **** ${(body.get('cardNumber') ?? '').replace(/\s/g, '').slice(-4)}`,
    branchAddress: body.get('branchAddress') ?? '',
    createdAt: now(),
  };
}

function coinOf(body: URLSearchParams, id: number): BlockchainAccount {
  return {
    id,
    alias: body.get('alias') ?? '',
    coinType: 'USDT',
    protocol: body.get('protocol') === 'ERC20' ? 'ERC20' : 'TRC20',
    address: body.get('address') ?? '',
    createdAt: now(),
  };
}

function thirdPartyOf(body: URLSearchParams, id: number): ThirdPartyAccount {
  return {
    id,
    accountType: (body.get('accountType') ?? 'generic') as ThirdPartyAccount['accountType'],
    alias: body.get('alias') ?? '',
    account: body.get('account') ?? '',
    qrCodeUrl: body.get('qrCodeUrl'),
    platformName: body.get('platformName'),
    createdAt: now(),
  };
}

function replaced<T extends { id: number }>(list: T[], item: T): T[] {
  return list.map((existing) => (existing.id === item.id ? item : existing));
}

const handlers: HttpHandler[] = [
  answer('getSysBank', { bankList: BANKS }),
  http.post(`*/web/${endpointMeta.bankCardList.path}`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'success',
      bankCardList: bankCards,
      maxBankCards: MAX_BANK_CARDS,
    }),
  ),
  stateful('bankCardBind', (body) => {
    const bankCard = bankCardOf(body, (nextId += 1));
    bankCards = [...bankCards, bankCard];
    return { bankCard };
  }),
  stateful('bankCardModify', (body) => {
    const bankCard = bankCardOf(body, Number(body.get('id')));
    bankCards = replaced(bankCards, bankCard);
    return { bankCard };
  }),
  stateful('bankCardDelete', (body) => {
    bankCards = bankCards.filter((c) => c.id !== Number(body.get('id')));
    return {};
  }),
  http.post(`*/web/${endpointMeta.blockchainAccountList.path}`, () =>
    HttpResponse.json({ code: 0, msg: 'success', blockchainAccountList: coins }),
  ),
  stateful('blockchainAccountBind', (body) => {
    const blockchainAccount = coinOf(body, (nextId += 1));
    coins = [...coins, blockchainAccount];
    return { blockchainAccount };
  }),
  stateful('blockchainAccountModify', (body) => {
    const blockchainAccount = coinOf(body, Number(body.get('id')));
    coins = replaced(coins, blockchainAccount);
    return { blockchainAccount };
  }),
  stateful('blockchainAccountDelete', (body) => {
    coins = coins.filter((c) => c.id !== Number(body.get('id')));
    return {};
  }),
  http.post(`*/web/${endpointMeta.thirdPartyAccountList.path}`, () =>
    HttpResponse.json({ code: 0, msg: 'success', thirdPartyAccountList: thirdParty }),
  ),
  stateful('thirdPartyAccountBind', (body) => {
    const thirdPartyAccount = thirdPartyOf(body, (nextId += 1));
    thirdParty = [...thirdParty, thirdPartyAccount];
    return { thirdPartyAccount };
  }),
  stateful('thirdPartyAccountModify', (body) => {
    const thirdPartyAccount = thirdPartyOf(body, Number(body.get('id')));
    thirdParty = replaced(thirdParty, thirdPartyAccount);
    return { thirdPartyAccount };
  }),
  stateful('thirdPartyAccountDelete', (body) => {
    thirdParty = thirdParty.filter((a) => a.id !== Number(body.get('id')));
    return {};
  }),
  answer('getSmsCode', { expiresInSeconds: 300 }),
  // Uploads answer a blob URL of the file itself, so the preview shows the chosen image.
  http.post(`*/web/${endpointMeta.uploadFile.path}`, async ({ request }) => {
    const file = (await request.formData()).get('file');
    const url = file instanceof Blob ? URL.createObjectURL(file) : '';
    return HttpResponse.json({ code: 0, msg: 'success', url });
  }),
];

export function paymentAccountHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'refusals')
    return [
      refuse('bankCardBind', 1000, 'The cardholder name must match your real name'),
      refuse('thirdPartyAccountBind', 1000, 'Too many operations, retry in ten seconds'),
      ...handlers,
    ];
  return handlers;
}
