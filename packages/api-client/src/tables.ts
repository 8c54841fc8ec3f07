// @platform/api-client/tables: the contract's closed lists and the deposit channel table as plain
// data, without zod or the endpoint list, for a first screen that needs the values but not yet the
// validation (the deposit page; its rules load on first use of the form). Not a shared module:
// each area bundles the little it uses.
export * from './contract/catalogue';
export * from './contract/depositTables';
export { CAPTCHA_REQUIRED_ERROR } from './contract/envelope';
export * from './contract/rules/phoneSettings';
export * from './contract/sliderCaptchaPlain';
export * from './contract/currency';
export * from './contract/money';
