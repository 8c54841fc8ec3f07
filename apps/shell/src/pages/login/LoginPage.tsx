import { LoginScreen } from '../../features/login/components/LoginScreen';

/** /pages/login/login: log in or register (`?type=register`). */
export default function LoginPage() {
  return <LoginScreen />;
}
