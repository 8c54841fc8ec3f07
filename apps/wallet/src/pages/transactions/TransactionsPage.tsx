import { TransactionsScreen } from '../../features/transactions/components/TransactionsScreen';

/** /pages/transaction/transaction: the transaction records of the last 30 days. */
export default function TransactionsPage() {
  return <TransactionsScreen />;
}
