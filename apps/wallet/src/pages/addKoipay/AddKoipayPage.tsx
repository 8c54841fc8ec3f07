import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { ThirdPartyForm } from '../../features/paymentAccounts/components/ThirdPartyForm';

/** /pages/cards/addKOIpayAcount (`?id=` modifies): bind KOIpay (alias, kb/eb account). */
export default function AddKoipayPage() {
  return (
    <AccountFormPage kind="koipay">
      {(props) => <ThirdPartyForm kind="koipay" {...props} />}
    </AccountFormPage>
  );
}
