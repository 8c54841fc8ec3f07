/** The deposit feature's public entry: what its pages and the other features import. */
export { DepositScreen } from './components/DepositScreen';
export { DepositInfoScreen } from './components/DepositInfoScreen';
export { DepositOrdersScreen } from './components/DepositOrdersScreen';
export { PayScreen } from './components/PayScreen';
export { safePayUrl } from './components/PayScreen';
