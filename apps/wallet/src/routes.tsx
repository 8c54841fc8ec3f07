import { i18next } from '@platform/i18n';
import { defineAreaRoutes } from '@platform/ui';
import './wallet.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('wallet');

/**
 * The pages this area exposes to the shell, by route name. The route table (@platform/routes) lists
 * every route the area owns; a route missing here shows "this function is not yet available".
 */
const routes = defineAreaRoutes('wallet', {
  cards: () => import('./pages/cards/CardsPage'),
  accountDetail: () => import('./pages/accountDetail/AccountDetailPage'),
  addBankCard: () => import('./pages/addBankCard/AddBankCardPage'),
  addAlipay: () => import('./pages/addAlipay/AddAlipayPage'),
  addWechat: () => import('./pages/addWechat/AddWechatPage'),
  addVirtualCoin: () => import('./pages/addVirtualCoin/AddVirtualCoinPage'),
  addEbpay: () => import('./pages/addEbpay/AddEbpayPage'),
  addKoipay: () => import('./pages/addKoipay/AddKoipayPage'),
  addGeneric: () => import('./pages/addGeneric/AddGenericPage'),
  transactions: () => import('./pages/transactions/TransactionsPage'),
  transactionDetail: () => import('./pages/transactionDetail/TransactionDetailPage'),
  deposit: () => import('./pages/deposit/DepositPage'),
  depositInfo: () => import('./pages/depositInfo/DepositInfoPage'),
  payPage: () => import('./pages/payPage/PayPage'),
  depositOrders: () => import('./pages/depositOrders/DepositOrdersPage'),
  transfer: () => import('./pages/transfer/TransferPage'),
  withdraw: () => import('./pages/withdraw/WithdrawPage'),
  venueBalances: () => import('./pages/venueBalances/VenueBalancesPage'),
});

export default routes;
