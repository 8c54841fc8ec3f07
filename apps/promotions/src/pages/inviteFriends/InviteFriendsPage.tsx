import { InviteFriends } from '../../features/invite/components/InviteFriends';

/** /pages/activity/friendInvitation (inviteFriends, member): invite friends. */
export default function InviteFriendsPage() {
  return <InviteFriends />;
}
