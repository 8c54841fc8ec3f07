import { WithdrawScreen } from '../../features/withdraw';

/** /pages/finance/withDraw: make a withdrawal. */
export default function WithdrawPage() {
  return <WithdrawScreen />;
}
