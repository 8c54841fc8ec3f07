import { AccountFormPage, ThirdPartyForm } from '../../features/paymentAccounts';

/** /pages/cards/addKOIpayAcount (`?id=` modifies): bind KOIpay (alias, kb/eb account). */
export default function AddKoipayPage() {
  return (
    <AccountFormPage kind="koipay">
      {(props) => <ThirdPartyForm kind="koipay" {...props} />}
    </AccountFormPage>
  );
}
