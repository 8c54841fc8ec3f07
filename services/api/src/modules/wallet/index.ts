export { createDepositOrder } from './deposits/createOrder';
export type { CreateOrderInput } from './deposits/createOrder';
export { paymentMethod, paymentMethods } from './deposits/paymentMethods';
export {
  cancelOrder,
  confirmPayment,
  rechargeAccountInfo,
  submitVoucher,
} from './deposits/playerSteps';
export { approveDeposit, rejectDeposit } from './deposits/sandbox';
export { sandboxQrCode } from './deposits/sandboxQrCode';
export {
  bindBankCard,
  deleteBankCard,
  listBankCards,
  modifyBankCard,
} from './paymentAccounts/bankCards';
export {
  bindBlockchainAccount,
  deleteBlockchainAccount,
  listBlockchainAccounts,
  modifyBlockchainAccount,
} from './paymentAccounts/blockchainAccounts';
export { listSysBanks } from './paymentAccounts/sysBanks';
export {
  bindThirdPartyAccount,
  deleteThirdPartyAccount,
  listThirdPartyAccounts,
  modifyThirdPartyAccount,
} from './paymentAccounts/thirdPartyAccounts';
export { transactionDetail, transactionPage } from './transactions/transactionRecords';
export { withdrawalFacts } from './withdrawals/gates';
export { payWithdrawal, rejectWithdrawal, runDuePayouts } from './withdrawals/payouts';
export { requestWithdrawal } from './withdrawals/requestWithdrawal';
export { hasPaidWithdrawal, openWithdrawalOrderNo } from './withdrawals/withdrawalRecord';
export { chooseCurrency, currencyIsFixed } from './currency/chooseCurrency';
