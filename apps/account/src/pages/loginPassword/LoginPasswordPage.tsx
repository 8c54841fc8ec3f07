import { LoginPasswordScreen } from '../../features/settings/components/LoginPasswordScreen';

/** /pages/system/exitPassword: change the login password. */
export default function LoginPasswordPage() {
  return <LoginPasswordScreen />;
}
