import { DepositInfoScreen } from '../../features/deposit';

/** /pages/finance/depositInfo?orderNo=…: the steps of one deposit order. */
export default function DepositInfoPage() {
  return <DepositInfoScreen />;
}
