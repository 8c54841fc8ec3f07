import { VerifiedStateScreen } from '../../features/settings/components/VerifiedStateScreen';

/** /pages/system/verifiedState: the confirmed real name. */
export default function VerifiedStatePage() {
  return <VerifiedStateScreen />;
}
