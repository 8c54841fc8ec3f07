// The mobile UI kit as the app sees it. Areas import components from here, never from antd-mobile,
// so the kit is one shared copy holding only what the app uses, and could be swapped in one place.
// It comes in shared entry points, by weight, so the home page downloads only the first:
//   @platform/ui         what every page and the home page use (this file),
//   @platform/ui/forms   forms and their inputs (see src/forms.ts),
//   @platform/ui/blocks  page blocks: empty states, tabs, pull-to-refresh, the passcode entry on
//                        the app's number keyboard (src/blocks.ts).
//   @platform/ui/icons   the icons of the pages past home (src/pageIcons.ts; the set is src/icons.ts).
//   @platform/ui/overlays  Dialog, Toast and Popup, which animate with react-spring: never imported
//                        by the app; this entry's Dialog, Toast and Popup load it on first use
//                        (src/overlayCalls.ts, src/components/Popup.tsx). Nothing here may reach
//                        react-spring or @use-gesture (src/mainEntry.test.ts checks).
// Each component comes from its own module, not the antd-mobile barrel: a shared module is built
// whole, and through the barrel that meant every component antd-mobile has.
import 'antd-mobile/es/global';
export { Button } from './accessible/Button';
export { default as ConfigProvider } from 'antd-mobile/es/components/config-provider';
export { default as DotLoading } from 'antd-mobile/es/components/dot-loading';
export { default as Grid } from 'antd-mobile/es/components/grid';
export { default as Image } from 'antd-mobile/es/components/image';
export { List } from './accessible/List';
export { default as NoticeBar } from 'antd-mobile/es/components/notice-bar';
export { default as Result } from 'antd-mobile/es/components/result';
export { default as Space } from 'antd-mobile/es/components/space';
export { Switch } from './accessible/Switch';
export { TabBar } from './accessible/TabBar';
export { default as Tag } from 'antd-mobile/es/components/tag';
export { Dialog, Toast } from './overlayCalls';
export { Popup } from './components/Popup';
// A modal box that is not a kit sheet holds focus the same way (docs/accessibility.md#keyboard).
export { useHeldFocus } from './accessible/useModalFocus';
export { NavBar } from './components/NavBar';
