import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { VirtualCoinForm } from '../../features/paymentAccounts/components/VirtualCoinForm';

/** /pages/cards/addVirtualCoin (`?id=` modifies): bind a virtual-coin address. */
export default function AddVirtualCoinPage() {
  return (
    <AccountFormPage kind="virtualCoin">
      {(props) => <VirtualCoinForm {...props} />}
    </AccountFormPage>
  );
}
