import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { ThirdPartyForm } from '../../features/paymentAccounts/components/ThirdPartyForm';

/** /pages/cards/addThreeAcount (`?id=` modifies): bind a generic third-party account (alias, platform, account). */
export default function AddGenericPage() {
  return (
    <AccountFormPage kind="generic">
      {(props) => <ThirdPartyForm kind="generic" {...props} />}
    </AccountFormPage>
  );
}
