import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { ThirdPartyForm } from '../../features/paymentAccounts/components/ThirdPartyForm';

/** /pages/cards/addEBPayAcount (`?id=` modifies): bind EBpay (alias, kb/eb account). */
export default function AddEbpayPage() {
  return (
    <AccountFormPage kind="ebpay">
      {(props) => <ThirdPartyForm kind="ebpay" {...props} />}
    </AccountFormPage>
  );
}
