import { TransactionDetailScreen } from '../../features/transactions';

/** /pages/transaction/detail?orderNo=…: one transaction record. */
export default function TransactionDetailPage() {
  return <TransactionDetailScreen />;
}
