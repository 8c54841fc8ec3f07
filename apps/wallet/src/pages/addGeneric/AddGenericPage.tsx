import { AccountFormPage, ThirdPartyForm } from '../../features/paymentAccounts';

/** /pages/cards/addThreeAcount (`?id=` modifies): bind a generic third-party account (alias, platform, account). */
export default function AddGenericPage() {
  return (
    <AccountFormPage kind="generic">
      {(props) => <ThirdPartyForm kind="generic" {...props} />}
    </AccountFormPage>
  );
}
