/** The forgot-password flow's public entry: find the account, then reset its password. */
export { ForgetPasswordScreen } from './components/ForgetPasswordScreen';
export type { FoundAccount, VerifyType } from './types';
