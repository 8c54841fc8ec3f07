/** The withdraw feature's public entry: what its pages and the other features import. */
export { WithdrawScreen } from './components/WithdrawScreen';
