import { MAX_BANK_CARDS } from '@platform/api-client/contract';
import {
  bindBankCard,
  deleteBankCard,
  listBankCards,
  modifyBankCard,
  bindBlockchainAccount,
  deleteBlockchainAccount,
  listBlockchainAccounts,
  modifyBlockchainAccount,
  listSysBanks,
  bindThirdPartyAccount,
  deleteThirdPartyAccount,
  listThirdPartyAccounts,
  modifyThirdPartyAccount,
} from '../../modules/wallet';
import { setPaymentPassword, verifyPaymentPassword } from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';

/** Payment accounts (bank cards, coin addresses, third-party wallets), their banks and the
 * payment password that guards them. */
export const paymentAccountHandlers = {
  getSysBank: async (_input, ctx) => ({ bankList: await listSysBanks(ctx.db, ctx.lang) }),

  setWithdrawPwd: async (input, ctx) => {
    await setPaymentPassword(ctx, requireMember(ctx), input);
    return {};
  },
  checkWithdrawPwd: async (input, ctx) => {
    await verifyPaymentPassword(ctx.db, requireMember(ctx).user.id, input.payPassword, ctx.now);
    return {};
  },

  bankCardList: async (_input, ctx) => ({
    bankCardList: await listBankCards(ctx.db, requireMember(ctx).user.id, ctx.lang),
    maxBankCards: MAX_BANK_CARDS,
  }),
  bankCardBind: async (input, ctx) => ({
    bankCard: await bindBankCard(ctx, requireMember(ctx), input),
  }),
  bankCardModify: async (input, ctx) => ({
    bankCard: await modifyBankCard(ctx, requireMember(ctx), input),
  }),
  bankCardDelete: async (input, ctx) => {
    await deleteBankCard(ctx, requireMember(ctx).user.id, input.id);
    return {};
  },

  blockchainAccountList: async (_input, ctx) => ({
    blockchainAccountList: await listBlockchainAccounts(ctx.db, requireMember(ctx).user.id),
  }),
  blockchainAccountBind: async (input, ctx) => ({
    blockchainAccount: await bindBlockchainAccount(ctx, requireMember(ctx), input),
  }),
  blockchainAccountModify: async (input, ctx) => ({
    blockchainAccount: await modifyBlockchainAccount(ctx, requireMember(ctx), input),
  }),
  blockchainAccountDelete: async (input, ctx) => {
    await deleteBlockchainAccount(ctx, requireMember(ctx).user.id, input.id);
    return {};
  },

  thirdPartyAccountList: async (_input, ctx) => ({
    thirdPartyAccountList: await listThirdPartyAccounts(ctx.db, requireMember(ctx).user.id),
  }),
  thirdPartyAccountBind: async (input, ctx) => ({
    thirdPartyAccount: await bindThirdPartyAccount(ctx, requireMember(ctx), input),
  }),
  thirdPartyAccountModify: async (input, ctx) => ({
    thirdPartyAccount: await modifyThirdPartyAccount(ctx, requireMember(ctx), input),
  }),
  thirdPartyAccountDelete: async (input, ctx) => {
    await deleteThirdPartyAccount(ctx, requireMember(ctx).user.id, input.id);
    return {};
  },
} satisfies HandlerMap;
