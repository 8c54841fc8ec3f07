import { AccountFormPage, BankCardForm } from '../../features/paymentAccounts';

/** /pages/cards/addBankCards (`?id=` modifies): bind a bank card, up to 10. */
export default function AddBankCardPage() {
  return (
    <AccountFormPage kind="bankCard">{(props) => <BankCardForm {...props} />}</AccountFormPage>
  );
}
