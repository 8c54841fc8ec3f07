import { SettingsScreen } from '../../features/settings';

/** /pages/system/system: the settings home. */
export default function SettingsPage() {
  return <SettingsScreen />;
}
