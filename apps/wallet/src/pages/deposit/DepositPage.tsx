import { DepositScreen } from '../../features/deposit/components/DepositScreen';

/** /pages/finance/myDeposit: make a deposit. */
export default function DepositPage() {
  return <DepositScreen />;
}
