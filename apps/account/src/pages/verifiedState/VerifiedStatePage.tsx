import { VerifiedStateScreen } from '../../features/settings';

/** /pages/system/verifiedState: the confirmed real name. */
export default function VerifiedStatePage() {
  return <VerifiedStateScreen />;
}
