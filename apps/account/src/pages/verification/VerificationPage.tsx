import { VerificationScreen } from '../../features/security';

/** /pages/system/verification: the security verification. */
export default function VerificationPage() {
  return <VerificationScreen />;
}
