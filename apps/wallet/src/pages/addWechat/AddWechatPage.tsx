import { AccountFormPage, ThirdPartyForm } from '../../features/paymentAccounts';

/** /pages/cards/addWX (`?id=` modifies): bind WeChat (alias, account, payment QR code). */
export default function AddWechatPage() {
  return (
    <AccountFormPage kind="wechat">
      {(props) => <ThirdPartyForm kind="wechat" {...props} />}
    </AccountFormPage>
  );
}
