import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { ThirdPartyForm } from '../../features/paymentAccounts/components/ThirdPartyForm';

/** /pages/cards/addAlipay (`?id=` modifies): bind Alipay (alias, account, payment QR code). */
export default function AddAlipayPage() {
  return (
    <AccountFormPage kind="alipay">
      {(props) => <ThirdPartyForm kind="alipay" {...props} />}
    </AccountFormPage>
  );
}
