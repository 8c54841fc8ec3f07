/** The settings feature's public entry: what its pages and the other features import. */
export { LoginPasswordScreen } from './components/LoginPasswordScreen';
export { PayPasswordScreen } from './components/PayPasswordScreen';
export { SetNameScreen } from './components/SetNameScreen';
export { SettingsScreen } from './components/SettingsScreen';
export { SuccessScreen } from './components/SuccessScreen';
export { VerifiedStateScreen } from './components/VerifiedStateScreen';
export { ContactPage } from './components/ContactPage';
