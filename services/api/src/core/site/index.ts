export {
  dictionary,
  noticeList,
  registerItemList,
  siteText,
  slideList,
  sysConfigValue,
  websiteBasicList,
} from './siteContent';
