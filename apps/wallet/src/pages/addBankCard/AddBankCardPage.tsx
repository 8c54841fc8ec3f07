import { AccountFormPage } from '../../features/paymentAccounts/components/AccountFormPage';
import { BankCardForm } from '../../features/paymentAccounts/components/BankCardForm';

/** /pages/cards/addBankCards (`?id=` modifies): bind a bank card, up to 10. */
export default function AddBankCardPage() {
  return (
    <AccountFormPage kind="bankCard">{(props) => <BankCardForm {...props} />}</AccountFormPage>
  );
}
