import { SetNameScreen } from '../../features/settings';

/** /pages/system/setName: the real name, once. */
export default function SetNamePage() {
  return <SetNameScreen />;
}
