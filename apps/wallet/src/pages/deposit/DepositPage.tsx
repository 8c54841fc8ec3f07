import { DepositScreen } from '../../features/deposit';

/** /pages/finance/myDeposit: make a deposit. */
export default function DepositPage() {
  return <DepositScreen />;
}
