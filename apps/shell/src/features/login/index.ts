/** The login feature's public entry: the login and register screen, and the captcha other forms share. */
export { LoginScreen } from './components/LoginScreen';
export { CaptchaField } from './components/CaptchaField';
