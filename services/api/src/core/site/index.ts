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
