export { checkCaptcha, consumeCaptcha, issueCaptcha, tellCaptchaAnswersTo } from './captcha';
export { issueSliderCaptcha, passSliderCaptcha } from './slider';
export { captchasSwitchedOn, consumeCaptchaUnlessSwitchedOff } from './captchaSwitch';
