import { SuccessScreen } from '../../features/settings/components/SuccessScreen';

/** /pages/system/success?done=…: what the settings step did. */
export default function SuccessPage() {
  return <SuccessScreen />;
}
