import { VipDetailScreen } from '../../features/vip/components/VipDetailScreen';

/** /pages/vip/detail (vipDetail): the member's level, progress and today's rebate. */
export default function VipDetailPage() {
  return <VipDetailScreen />;
}
