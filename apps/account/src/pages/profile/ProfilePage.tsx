import { ProfileScreen } from '../../features/profile/components/ProfileScreen';

/** /pages/userInfo/userInfo: the player's profile. */
export default function ProfilePage() {
  return <ProfileScreen />;
}
