import { WithdrawScreen } from '../../features/withdraw/components/WithdrawScreen';

/** /pages/finance/withDraw: make a withdrawal. */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}
