// @platform/ui/icons: the kit's icons that home does not draw (the my page's rows, the wallet's
// marks). A shared entry of its own, so neither home nor a page that needs no icon downloads them;
// the list of the set is src/icons.ts, home's icons come with @platform/ui.
export {
  AddSquareOutline,
  BankcardOutline,
  BillOutline,
  CheckShieldOutline,
  DownlandOutline,
  FillinOutline,
  InformationCircleOutline,
  MailOutline,
  QuestionCircleOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
} from './icons';
