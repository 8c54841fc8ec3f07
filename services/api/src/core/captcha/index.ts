export { captchaAnswer, checkCaptcha, consumeCaptcha, issueCaptcha } from './captcha';
