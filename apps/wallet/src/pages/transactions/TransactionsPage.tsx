import { TransactionsScreen } from '../../features/transactions';

/** /pages/transaction/transaction: the transaction records of the last 30 days. */
export default function TransactionsPage() {
  return <TransactionsScreen />;
}
