import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { ThirdPartyForm } from '../../features/paymentAccounts/components/ThirdPartyForm';

/** /pages/cards/addWX (`?id=` modifies): bind WeChat (alias, account, payment QR code). */
export default function AddWechatPage() {
  return (
    <AccountFormPage kind="wechat">
      {(props) => <ThirdPartyForm kind="wechat" {...props} />}
    </AccountFormPage>
  );
}
