import { AccountDetailScreen } from '../../features/paymentAccounts/components/AccountDetailScreen';

/** /pages/cards/bankDetail?kind=…&id=…: one payment account, to modify or delete. */
export default function AccountDetailPage() {
  return <AccountDetailScreen />;
}
