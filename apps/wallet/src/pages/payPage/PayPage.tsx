export { safePayUrl } from '../../features/deposit/components/PayScreen';
import { PayScreen } from '../../features/deposit/components/PayScreen';

/** /pages/finance/iframWeb?url=…&orderNo=…: the payment processor's checkout page. */
export default function PayPage() {
  return <PayScreen />;
}
