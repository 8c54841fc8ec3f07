import { routePath } from '@platform/routes';
import { i18next } from '@platform/i18n';
import type { AreaRoutesModule } from '@platform/ui';
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
    { path: routePath('cards'), load: () => import('./pages/cards/CardsPage') },
    {
      path: routePath('accountDetail'),
      load: () => import('./pages/bankDetail/AccountDetailPage'),
    },
    { path: routePath('addBankCard'), load: () => import('./pages/addBankCards/AddBankCardPage') },
    { path: routePath('addAlipay'), load: () => import('./pages/addAlipay/AddAlipayPage') },
    { path: routePath('addWechat'), load: () => import('./pages/addWX/AddWechatPage') },
    {
      path: routePath('addVirtualCoin'),
      load: () => import('./pages/addVirtualCoin/AddVirtualCoinPage'),
    },
    { path: routePath('addEbpay'), load: () => import('./pages/addEBPayAcount/AddEbpayPage') },
    { path: routePath('addKoipay'), load: () => import('./pages/addKOIpayAcount/AddKoipayPage') },
    {
      path: routePath('addGeneric'),
      load: () => import('./pages/addThreeAcount/AddGenericAccountPage'),
    },
    { path: routePath('transactions'), load: () => import('./pages/transaction/TransactionPage') },
    {
      path: routePath('transactionDetail'),
      load: () => import('./pages/transactionDetail/TransactionDetailPage'),
    },
    { path: routePath('deposit'), load: () => import('./pages/myDeposit/DepositPage') },
    { path: routePath('depositInfo'), load: () => import('./pages/depositInfo/DepositInfoPage') },
    { path: routePath('payPage'), load: () => import('./pages/iframWeb/PayPage') },
    {
      path: routePath('depositOrders'),
      load: () => import('./pages/information/DepositOrdersPage'),
    },
    { path: routePath('transfer'), load: () => import('./pages/transfer/TransferPage') },
    { path: routePath('withdraw'), load: () => import('./pages/withDraw/WithdrawPage') },
    {
      path: routePath('venueBalances'),
      load: () => import('./pages/gameMoney/VenueBalancesPage'),
    },
  ],
};

export default routes;
