import { ProfileScreen } from '../../features/profile';

/** /pages/userInfo/userInfo: the player's profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
