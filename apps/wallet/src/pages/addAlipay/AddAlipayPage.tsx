import { AccountFormPage, ThirdPartyForm } from '../../features/paymentAccounts';

/** /pages/cards/addAlipay (`?id=` modifies): bind Alipay (alias, account, payment QR code). */
export default function AddAlipayPage() {
  return (
    <AccountFormPage kind="alipay">
      {(props) => <ThirdPartyForm kind="alipay" {...props} />}
    </AccountFormPage>
  );
}
