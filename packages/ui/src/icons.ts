// The app's one icon set: antd-mobile's own SVG icons (antd-mobile-icons), outline weight only, so
// every icon has the same stroke. Areas take icons from here, never as Unicode or emoji characters
// (a character depends on the device's fonts: the deposit '￥' was an empty box without a CJK font).
// Each icon comes from its own module, not the package barrel, and the shared entries re-export
// them by weight (a shared entry is built whole): what home and the tab bar draw from @platform/ui,
// the rest from @platform/ui/icons, so home downloads only its own (PickerField, in
// @platform/ui/forms, imports its two from here). Sized by --ui-icon-size (theme.css) where
// an icon stands for an entry (tab bar, home shortcuts and categories, the my page's rows); inline
// marks (a chosen option's check, a picker's caret) follow the text's size.
export { default as AddSquareOutline } from 'antd-mobile-icons/es/AddSquareOutline';
export { default as AppOutline } from 'antd-mobile-icons/es/AppOutline';
export { default as AppstoreOutline } from 'antd-mobile-icons/es/AppstoreOutline';
export { default as BankcardOutline } from 'antd-mobile-icons/es/BankcardOutline';
export { default as BillOutline } from 'antd-mobile-icons/es/BillOutline';
export { default as CheckOutline } from 'antd-mobile-icons/es/CheckOutline';
export { default as CheckShieldOutline } from 'antd-mobile-icons/es/CheckShieldOutline';
export { default as CouponOutline } from 'antd-mobile-icons/es/CouponOutline';
export { default as DownOutline } from 'antd-mobile-icons/es/DownOutline';
export { default as DownlandOutline } from 'antd-mobile-icons/es/DownlandOutline';
export { default as FillinOutline } from 'antd-mobile-icons/es/FillinOutline';
export { default as FlagOutline } from 'antd-mobile-icons/es/FlagOutline';
export { default as GiftOutline } from 'antd-mobile-icons/es/GiftOutline';
export { default as HandPayCircleOutline } from 'antd-mobile-icons/es/HandPayCircleOutline';
export { default as HeartOutline } from 'antd-mobile-icons/es/HeartOutline';
export { default as InformationCircleOutline } from 'antd-mobile-icons/es/InformationCircleOutline';
export { default as LeftOutline } from 'antd-mobile-icons/es/LeftOutline';
export { default as LoopOutline } from 'antd-mobile-icons/es/LoopOutline';
export { default as MailOutline } from 'antd-mobile-icons/es/MailOutline';
export { default as MessageOutline } from 'antd-mobile-icons/es/MessageOutline';
export { default as MovieOutline } from 'antd-mobile-icons/es/MovieOutline';
export { default as PayCircleOutline } from 'antd-mobile-icons/es/PayCircleOutline';
export { default as PlayOutline } from 'antd-mobile-icons/es/PlayOutline';
export { default as QuestionCircleOutline } from 'antd-mobile-icons/es/QuestionCircleOutline';
export { default as RedoOutline } from 'antd-mobile-icons/es/RedoOutline';
export { default as RightOutline } from 'antd-mobile-icons/es/RightOutline';
export { default as SetOutline } from 'antd-mobile-icons/es/SetOutline';
export { default as StarOutline } from 'antd-mobile-icons/es/StarOutline';
export { default as TeamOutline } from 'antd-mobile-icons/es/TeamOutline';
export { default as UnorderedListOutline } from 'antd-mobile-icons/es/UnorderedListOutline';
export { default as UserAddOutline } from 'antd-mobile-icons/es/UserAddOutline';
export { default as UserContactOutline } from 'antd-mobile-icons/es/UserContactOutline';
export { default as UserOutline } from 'antd-mobile-icons/es/UserOutline';
export { default as VideoOutline } from 'antd-mobile-icons/es/VideoOutline';
