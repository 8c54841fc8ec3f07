/**
 * The payment accounts feature's public entry: its pages' screens and forms, and what the withdrawal
 * form needs of the accounts.
 */
export { accountSummary } from './components/accountSummary';
export { useAccounts } from './hooks/useAccounts';
export { useOpenAccountForm } from './hooks/useOpenAccountForm';
export { AccountDetailScreen } from './components/AccountDetailScreen';
export { CardsScreen } from './components/CardsScreen';
export { AccountFormPage } from './components/AccountFormPage';
export { ThirdPartyForm } from './components/ThirdPartyForm';
export { BankCardForm } from './components/BankCardForm';
export { VirtualCoinForm } from './components/VirtualCoinForm';
