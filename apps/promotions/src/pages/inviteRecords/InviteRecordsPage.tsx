import { InviteRecordsView } from '../../features/invite/components/InviteRecordsView';

/** /pages/activity/friendRecording (inviteRecords, member): the invitation and rebate records. */
export default function InviteRecordsPage() {
  return <InviteRecordsView />;
}
