import { AccountFormPage, VirtualCoinForm } from '../../features/paymentAccounts';

/** /pages/cards/addVirtualCoin (`?id=` modifies): bind a virtual-coin address. */
export default function AddVirtualCoinPage() {
  return (
    <AccountFormPage kind="virtualCoin">
      {(props) => <VirtualCoinForm {...props} />}
    </AccountFormPage>
  );
}
