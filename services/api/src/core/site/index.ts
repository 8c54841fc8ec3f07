export {
  dictionary,
  noticeList,
  loadRegisterItems,
  registerItemList,
  siteText,
  slideList,
  setSysConfigValue,
  sysConfigValue,
  websiteBasicList,
  REGISTER_TERMS_KEY,
} from './siteContent';
export type { RegisterItemSwitch } from './siteContent';
export {
  offeredCurrencies,
  newMemberCurrency,
  memberFigures,
  OFFERED_CURRENCIES_KEY,
  DEFAULT_CURRENCY_KEY,
} from './currencies';
export type { MemberFigures } from './currencies';
