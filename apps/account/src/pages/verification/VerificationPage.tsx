import { VerificationScreen } from '../../features/security/components/VerificationScreen';

/** /pages/system/verification: the security verification. */
export default function VerificationPage() {
  return <VerificationScreen />;
}
