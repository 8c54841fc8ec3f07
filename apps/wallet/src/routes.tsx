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
  accountDetail: () => import('./pages/bankDetail/AccountDetailPage'),
  addBankCard: () => import('./pages/addBankCards/AddBankCardPage'),
  addAlipay: () => import('./pages/addAlipay/AddAlipayPage'),
  addWechat: () => import('./pages/addWX/AddWechatPage'),
  addVirtualCoin: () => import('./pages/addVirtualCoin/AddVirtualCoinPage'),
  addEbpay: () => import('./pages/addEBPayAcount/AddEbpayPage'),
  addKoipay: () => import('./pages/addKOIpayAcount/AddKoipayPage'),
  addGeneric: () => import('./pages/addThreeAcount/AddGenericAccountPage'),
  transactions: () => import('./pages/transaction/TransactionPage'),
  transactionDetail: () => import('./pages/transactionDetail/TransactionDetailPage'),
  deposit: () => import('./pages/myDeposit/DepositPage'),
  depositInfo: () => import('./pages/depositInfo/DepositInfoPage'),
  payPage: () => import('./pages/iframWeb/PayPage'),
  depositOrders: () => import('./pages/information/DepositOrdersPage'),
  transfer: () => import('./pages/transfer/TransferPage'),
  withdraw: () => import('./pages/withDraw/WithdrawPage'),
  venueBalances: () => import('./pages/gameMoney/VenueBalancesPage'),
});

export default routes;
