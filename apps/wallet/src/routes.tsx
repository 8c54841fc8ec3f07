import { i18next } from '@platform/i18n';
import type { AreaRoutesModule } from '@platform/ui';
import { WALLET_PATHS } from './paths';
import './wallet.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('wallet');

/**
 * The pages this area exposes to the shell, by path. The shell's route-ownership table lists every
 * path the area owns; a path missing here shows "this function is not yet available".
 */
const routes: AreaRoutesModule = {
  area: 'wallet',
  pages: [
    { path: WALLET_PATHS.cards, load: () => import('./pages/cards/CardsPage') },
    {
      path: WALLET_PATHS.accountDetail,
      load: () => import('./pages/bankDetail/AccountDetailPage'),
    },
    { path: WALLET_PATHS.addBankCard, load: () => import('./pages/addBankCards/AddBankCardPage') },
    { path: WALLET_PATHS.addAlipay, load: () => import('./pages/addAlipay/AddAlipayPage') },
    { path: WALLET_PATHS.addWechat, load: () => import('./pages/addWX/AddWechatPage') },
    {
      path: WALLET_PATHS.addVirtualCoin,
      load: () => import('./pages/addVirtualCoin/AddVirtualCoinPage'),
    },
    { path: WALLET_PATHS.addEbpay, load: () => import('./pages/addEBPayAcount/AddEbpayPage') },
    { path: WALLET_PATHS.addKoipay, load: () => import('./pages/addKOIpayAcount/AddKoipayPage') },
    {
      path: WALLET_PATHS.addGeneric,
      load: () => import('./pages/addThreeAcount/AddGenericAccountPage'),
    },
    { path: WALLET_PATHS.transactions, load: () => import('./pages/transaction/TransactionPage') },
    {
      path: WALLET_PATHS.transactionDetail,
      load: () => import('./pages/transactionDetail/TransactionDetailPage'),
    },
    { path: WALLET_PATHS.deposit, load: () => import('./pages/myDeposit/DepositPage') },
    { path: WALLET_PATHS.depositInfo, load: () => import('./pages/depositInfo/DepositInfoPage') },
    { path: WALLET_PATHS.payPage, load: () => import('./pages/iframWeb/PayPage') },
    {
      path: WALLET_PATHS.depositOrders,
      load: () => import('./pages/information/DepositOrdersPage'),
    },
    { path: WALLET_PATHS.transfer, load: () => import('./pages/transfer/TransferPage') },
    { path: WALLET_PATHS.withdraw, load: () => import('./pages/withDraw/WithdrawPage') },
    {
      path: WALLET_PATHS.venueBalances,
      load: () => import('./pages/gameMoney/VenueBalancesPage'),
    },
  ],
};

export default routes;
