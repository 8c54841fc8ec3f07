import { RewardRecordView } from '../../features/rewards/components/RewardRecordView';

/** /pages/record/reward (rewardRecord, member): the reward and prize-redemption records. */
export default function RewardRecordPage() {
  return <RewardRecordView />;
}
