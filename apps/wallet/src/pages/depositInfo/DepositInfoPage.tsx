import { DepositInfoScreen } from '../../features/deposit/components/DepositInfoScreen';

/** /pages/finance/depositInfo?orderNo=…: the steps of one deposit order. */
export default function DepositInfoPage() {
  return <DepositInfoScreen />;
}
