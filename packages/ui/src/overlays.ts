// @platform/ui/overlays: the kit's pieces that animate with react-spring and @use-gesture (about
// 27 KB brotli), so that home paints without them. The app never imports this entry: the main
// entry's Dialog, Toast and Popup (src/overlayCalls.ts, src/components/Popup.tsx) load it on first
// use, and once the browser is idle after the first paint (preloadOverlaysWhenIdle).
// Each component comes from its own module, not the antd-mobile barrel (see src/kit.ts).
import { reduceMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { prefersReducedMotion } from './announce';

// A player who asked for less motion: sheets and dialogs appear and go without sliding or fading.
if (prefersReducedMotion()) reduceMotion();

// Dialog and Popup as modal dialogs: named, focus held inside, Escape, focus back after.
export { Dialog } from './accessible/dialog';
export { Popup, type KitPopupProps } from './accessible/Popup';
export { default as Toast } from 'antd-mobile/es/components/toast';
export type {
  DialogAlertProps,
  DialogConfirmProps,
  DialogShowHandler,
  DialogShowProps,
} from 'antd-mobile/es/components/dialog';
export type { PopupProps } from 'antd-mobile/es/components/popup';
export type { ToastHandler, ToastShowProps } from 'antd-mobile/es/components/toast';
