import { VipPrivilegeScreen } from '../../features/vip/components/VipPrivilegeScreen';

/** /pages/vip/privilege (vipPrivilege, guests too): the ten VIP levels compared. */
export default function VipPrivilegePage() {
  return <VipPrivilegeScreen />;
}
