export {
  dictionary,
  noticeList,
  registerItemList,
  siteText,
  slideList,
  sysConfigValue,
  websiteBasicList,
  REGISTER_TERMS_KEY,
} from './siteContent';
