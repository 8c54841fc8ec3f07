export { safePayUrl } from '../../features/deposit';
import { PayScreen } from '../../features/deposit';

/** /pages/finance/iframWeb?url=…&orderNo=…: the payment processor's checkout page. */
export default function PayPage() {
  return <PayScreen />;
}
