import { WelfareCentre } from '../../features/welfare/components/WelfareCentre';

/** /pages/record/welfare (welfareRecord, member): the welfare centre. */
export default function WelfareRecordPage() {
  return <WelfareCentre />;
}
