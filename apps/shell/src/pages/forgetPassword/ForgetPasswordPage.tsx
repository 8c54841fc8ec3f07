import { ForgetPasswordScreen } from '../../features/forgetPassword/components/ForgetPasswordScreen';

/** /pages/forgetPassword/index: verify by phone or e-mail, then set a new password. */
export default function ForgetPasswordPage() {
  return <ForgetPasswordScreen />;
}
