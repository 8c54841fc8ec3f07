import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { KitPopupProps } from '@platform/ui/overlays';
import { loadOverlays } from '../overlayCalls';

type KitPopupType = ComponentType<KitPopupProps>;

/**
 * The real Popup, lazily. If the entry fails to load (offline) the sheet shows nothing rather than
 * breaking the page, and the next render after that failure tries again with a fresh lazy.
 */
function lazyKitPopup(): LazyExoticComponent<KitPopupType> {
  return lazy(() =>
    loadOverlays().then<{ default: KitPopupType }, { default: KitPopupType }>(
      (overlays) => ({ default: overlays.Popup }),
      () => {
        KitPopup = lazyKitPopup();
        return { default: () => null };
      },
    ),
  );
}
let KitPopup = lazyKitPopup();

/**
 * The kit's Popup, same props, costing nothing until first opened: it renders nothing while it
 * has never been visible, then the real one from @platform/ui/overlays (react-spring and all): a
 * modal dialog that holds focus while open (src/accessible/Popup.tsx).
 */
export function Popup(props: KitPopupProps) {
  const [opened, setOpened] = useState(Boolean(props.visible));
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <KitPopup {...props} />
    </Suspense>
  );
}
