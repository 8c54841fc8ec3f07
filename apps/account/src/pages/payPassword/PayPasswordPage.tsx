import { PayPasswordScreen } from '../../features/settings';

/** /pages/system/secondaryPassword: set or change the payment password. */
export default function PayPasswordPage() {
  return <PayPasswordScreen />;
}
