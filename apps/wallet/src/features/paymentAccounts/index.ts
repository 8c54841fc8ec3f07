/** The payment accounts feature's public entry: what the withdrawal form needs of the accounts. */
export { accountSummary } from './components/accountSummary';
export { useAccounts } from './hooks/useAccounts';
export { useOpenAccountForm } from './hooks/useOpenAccountForm';
