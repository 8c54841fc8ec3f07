import { SettingsScreen } from '../../features/settings/components/SettingsScreen';

/** /pages/system/system: the settings home. */
export default function SettingsPage() {
  return <SettingsScreen />;
}
