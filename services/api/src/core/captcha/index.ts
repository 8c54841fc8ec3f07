export { checkCaptcha, consumeCaptcha, issueCaptcha, tellCaptchaAnswersTo } from './captcha';
