import { DepositOrdersScreen } from '../../features/deposit/components/DepositOrdersScreen';

/** /pages/finance/information: the player's deposits. */
export default function DepositOrdersPage() {
  return <DepositOrdersScreen />;
}
