import { TransactionDetailScreen } from '../../features/transactions/components/TransactionDetailScreen';

/** /pages/transaction/detail?orderNo=…: one transaction record. */
export default function TransactionDetailPage() {
  return <TransactionDetailScreen />;
}
