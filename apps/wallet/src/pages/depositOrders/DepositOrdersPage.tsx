import { DepositOrdersScreen } from '../../features/deposit';

/** /pages/finance/information: the player's deposits. */
export default function DepositOrdersPage() {
  return <DepositOrdersScreen />;
}
