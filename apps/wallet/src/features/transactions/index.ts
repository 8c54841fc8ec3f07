/** The transactions feature's public entry: what its pages and the other features import. */
export { TransactionList } from './components/TransactionList';
export { historyStart } from './recordQuery';
export { TransactionDetailScreen } from './components/TransactionDetailScreen';
export { TransactionsScreen } from './components/TransactionsScreen';
