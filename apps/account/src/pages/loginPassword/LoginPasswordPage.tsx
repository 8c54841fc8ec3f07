import { LoginPasswordScreen } from '../../features/settings';

/** /pages/system/exitPassword: change the login password. */
export default function LoginPasswordPage() {
  return <LoginPasswordScreen />;
}
