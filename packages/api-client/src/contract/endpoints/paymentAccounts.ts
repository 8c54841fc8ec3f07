import { z } from 'zod';
import { MAX_BANK_CARDS } from '../constants';
import { BANK_CARD_TYPES, COIN_TYPES } from '../catalogue';
import { endpoint } from '../define';
import {
  bankCardSchema,
  blockchainAccountSchema,
  recordIdSchema,
  thirdPartyAccountSchema,
} from '../entities-domain';
import { bankCardNumberSchema, coinAddressSchema, eWalletAccountSchema } from '../rules/accounts';
import {
  payPasswordSchema,
  personNameSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../rules/identity';
import { emptyRequest, emptyResponse } from '../wire';

const aliasSchema = z
  .string({ error: 'account.alias' })
  .trim()
  .min(1, { error: 'account.alias' })
  .max(30, { error: 'account.alias' });
const idField = { id: recordIdSchema };

/**
 * A bank card (docs/product-rules.md#payment-accounts); the holder must also equal the real name
 * (cardholderSchema, on the server).
 */
const bankCardFields = z.object({
  holderName: personNameSchema,
  cardType: z.enum(BANK_CARD_TYPES),
  /** A bankId of sys/sysbank/getSysBank. */
  bankId: recordIdSchema,
  cardNumber: bankCardNumberSchema,
  branchAddress: z.string().trim().min(1, { error: 'bankCard.branch' }).max(100),
  /** Withdrawal targets need the payment password (docs/product-rules.md#payment-accounts). */
  payPassword: payPasswordSchema,
});

/** A virtual-coin account: the address must match the protocol, the phone proves it. */
const blockchainFields = z
  .object({
    alias: aliasSchema,
    coinType: z.enum(COIN_TYPES),
    mobile: phoneSchema,
    /** An SMS code sent with smsType bindVirtualCoin. */
    smsCode: verificationCodeSchema,
    payPassword: payPasswordSchema,
  })
  .and(coinAddressSchema);

// A field the player never touched arrives as undefined: it gets the same message as an empty one.
const plainAccount = z
  .string({ error: 'account.required' })
  .trim()
  .min(1, { error: 'account.required' })
  .max(64);
const qrCodeUrl = z.string({ error: 'account.qrCode' }).trim().min(1, { error: 'account.qrCode' });

/** Third-party accounts; EBpay and KOIpay receive withdrawals, so they need payPassword. */
const thirdPartyFields = z.discriminatedUnion('accountType', [
  z.object({
    accountType: z.literal('alipay'),
    alias: aliasSchema,
    account: plainAccount,
    qrCodeUrl,
  }),
  z.object({
    accountType: z.literal('wechat'),
    alias: aliasSchema,
    account: plainAccount,
    qrCodeUrl,
  }),
  z.object({
    accountType: z.literal('ebpay'),
    alias: aliasSchema,
    account: eWalletAccountSchema,
    payPassword: payPasswordSchema,
  }),
  z.object({
    accountType: z.literal('koipay'),
    alias: aliasSchema,
    account: eWalletAccountSchema,
    payPassword: payPasswordSchema,
  }),
  z.object({
    accountType: z.literal('generic'),
    alias: aliasSchema,
    platformName: z
      .string({ error: 'account.platformName' })
      .trim()
      .min(1, { error: 'account.platformName' })
      .max(30),
    account: plainAccount,
  }),
]);

/**
 * Bank cards, virtual-coin (blockchain) accounts and third-party accounts
 * (docs/product-rules.md#payment-accounts).
 */
export const paymentAccountEndpoints = {
  bankCardBind: endpoint({
    path: 'userBankCard/bind',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Binds a bank card (up to 10); the holder must be the real name.',
    request: bankCardFields,
    response: z.object({ bankCard: bankCardSchema }),
    invalidates: ['PaymentAccounts'],
  }),
  bankCardModify: endpoint({
    path: 'userBankCard/modify',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Replaces the details of a bound bank card.',
    request: bankCardFields.extend(idField),
    response: z.object({ bankCard: bankCardSchema }),
    invalidates: ['PaymentAccounts'],
  }),
  bankCardDelete: endpoint({
    path: 'userBankCard/delete',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Unbinds a bank card.',
    request: z.object(idField),
    response: emptyResponse,
    invalidates: ['PaymentAccounts'],
  }),
  bankCardList: endpoint({
    path: 'userBankCard/queryList',
    access: 'member',
    availability: 'ready',
    kind: 'query',
    summary: 'The bound bank cards (numbers masked) and the limit.',
    request: emptyRequest,
    response: z.object({
      bankCardList: z.array(bankCardSchema).max(MAX_BANK_CARDS),
      maxBankCards: z.number().int(),
    }),
    provides: ['PaymentAccounts'],
  }),
  blockchainAccountBind: endpoint({
    path: 'userBlockchain/bind',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Binds a virtual-coin address whose format matches its protocol (TRC20/ERC20).',
    request: blockchainFields,
    response: z.object({ blockchainAccount: blockchainAccountSchema }),
    invalidates: ['PaymentAccounts'],
  }),
  blockchainAccountModify: endpoint({
    path: 'userBlockchain/modify',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Replaces the details of a virtual-coin account.',
    request: z.object(idField).and(blockchainFields),
    response: z.object({ blockchainAccount: blockchainAccountSchema }),
    invalidates: ['PaymentAccounts'],
  }),
  blockchainAccountDelete: endpoint({
    path: 'userBlockchain/delete',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Unbinds a virtual-coin account.',
    request: z.object(idField),
    response: emptyResponse,
    invalidates: ['PaymentAccounts'],
  }),
  blockchainAccountList: endpoint({
    path: 'userBlockchain/queryList',
    access: 'member',
    availability: 'ready',
    kind: 'query',
    summary: 'The bound virtual-coin accounts.',
    request: emptyRequest,
    response: z.object({ blockchainAccountList: z.array(blockchainAccountSchema) }),
    provides: ['PaymentAccounts'],
  }),
  thirdPartyAccountBind: endpoint({
    path: 'userThirdPartAccount/bind',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Binds an Alipay, WeChat, EBpay, KOIpay or generic third-party account.',
    request: thirdPartyFields,
    response: z.object({ thirdPartyAccount: thirdPartyAccountSchema }),
    invalidates: ['PaymentAccounts'],
  }),
  thirdPartyAccountModify: endpoint({
    path: 'userThirdPartAccount/modify',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Replaces the details of a third-party account (its type cannot change).',
    request: z.object(idField).and(thirdPartyFields),
    response: z.object({ thirdPartyAccount: thirdPartyAccountSchema }),
    invalidates: ['PaymentAccounts'],
  }),
  thirdPartyAccountDelete: endpoint({
    path: 'userThirdPartAccount/delete',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: 'Unbinds a third-party account.',
    request: z.object(idField),
    response: emptyResponse,
    invalidates: ['PaymentAccounts'],
  }),
  thirdPartyAccountList: endpoint({
    path: 'userThirdPartAccount/queryList',
    access: 'member',
    availability: 'ready',
    kind: 'query',
    summary: 'The bound third-party accounts of every type.',
    request: emptyRequest,
    response: z.object({ thirdPartyAccountList: z.array(thirdPartyAccountSchema) }),
    provides: ['PaymentAccounts'],
  }),
} as const;
