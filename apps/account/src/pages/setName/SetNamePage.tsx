import { SetNameScreen } from '../../features/settings/components/SetNameScreen';

/** /pages/system/setName: the real name, once. */
export default function SetNamePage() {
  return <SetNameScreen />;
}
