import { PayPasswordScreen } from '../../features/settings/components/PayPasswordScreen';

/** /pages/system/secondaryPassword: set or change the payment password. */
export default function PayPasswordPage() {
  return <PayPasswordScreen />;
}
