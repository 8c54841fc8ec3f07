import { ProtectionScreen } from '../../features/protection/components/ProtectionScreen';

/** /pages/system/responsibleGambling: limits, play time and breaks. */
export default function ResponsibleGamblingPage() {
  return <ProtectionScreen />;
}
