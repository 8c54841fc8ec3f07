import { lazy, Suspense, useState } from 'react';
import type { PopupProps } from '@platform/ui/overlays';
import { loadOverlays } from '../overlayCalls';

const KitPopup = lazy(() => loadOverlays().then((overlays) => ({ default: overlays.Popup })));

/**
 * The kit's Popup, same props, costing nothing until first opened: it renders nothing while it
 * has never been visible, then the real one from @platform/ui/overlays (react-spring and all).
 */
export function Popup(props: PopupProps) {
  const [opened, setOpened] = useState(Boolean(props.visible));
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <KitPopup {...props} />
    </Suspense>
  );
}
