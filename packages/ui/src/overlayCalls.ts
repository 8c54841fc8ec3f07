import type {
  DialogAlertProps,
  DialogConfirmProps,
  DialogShowHandler,
  DialogShowProps,
  ToastHandler,
  ToastShowProps,
} from '@platform/ui/overlays';
import type * as OverlaysEntry from '@platform/ui/overlays';
import { announce } from './announce';

type Overlays = typeof OverlaysEntry;

// The main entry's Dialog and Toast: the same calls as the kit's, loading @platform/ui/overlays
// (react-spring and all) on first use, so home paints without it. By package name, so Module
// Federation hands every bundle the one shared copy.
let pending: Promise<Overlays> | undefined;
let loaded: Overlays | undefined;

/** Loads the overlays entry once; a failed load (the network) is tried again on the next call. */
export function loadOverlays(): Promise<Overlays> {
  pending ??= import('@platform/ui/overlays').then(
    (overlays) => (loaded = overlays),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Starts loading the overlays once the page has loaded and the browser is idle, so the first tap
 * does not wait on the network; never before the first paint. Called by UiProvider's effect.
 */
export function preloadOverlaysWhenIdle(): void {
  if (typeof window === 'undefined' || loaded || pending) return;
  const whenIdle = () => {
    const load = () => void loadOverlays().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

// Dialog.clear() and Toast.clear() also cancel calls still waiting for the entry to load.
let dialogEpoch = 0;
let toastEpoch = 0;

/** Shows once loaded, unless cleared or closed first; the handler closes it either way. */
function deferShow<H extends { close: () => void }>(
  epoch: () => number,
  show: (overlays: Overlays) => H,
): { close: () => void } {
  const asked = epoch();
  let handler: H | undefined;
  let closed = false;
  // Offline, the message is lost as the page's own request was; the next call tries again.
  loadOverlays().then(
    (overlays) => {
      if (!closed && asked === epoch()) handler = show(overlays);
    },
    () => undefined,
  );
  return {
    close: () => {
      closed = true;
      handler?.close();
    },
  };
}

export const Dialog = {
  show(props: DialogShowProps): DialogShowHandler {
    if (loaded) return loaded.Dialog.show(props);
    return deferShow(
      () => dialogEpoch,
      (overlays) => overlays.Dialog.show(props),
    );
  },
  /**
   * Resolves true on confirm, false on cancel, or when it could not show (cleared first, or the
   * entry failed to load): nothing unconfirmed goes ahead.
   */
  confirm(props: DialogConfirmProps): Promise<boolean> {
    if (loaded) return loaded.Dialog.confirm(props);
    const asked = dialogEpoch;
    return loadOverlays().then(
      (overlays) => (asked === dialogEpoch ? overlays.Dialog.confirm(props) : false),
      () => false,
    );
  },
  alert(props: DialogAlertProps): Promise<void> {
    if (loaded) return loaded.Dialog.alert(props);
    const asked = dialogEpoch;
    return loadOverlays().then(
      (overlays) => (asked === dialogEpoch ? overlays.Dialog.alert(props) : undefined),
      () => undefined,
    );
  },
  clear(): void {
    dialogEpoch += 1;
    loaded?.Dialog.clear();
  },
};

/** A toast's words, read out by screen readers too: a failure at once, anything else politely. */
function announceToast(props: ToastShowProps | string): void {
  const content = typeof props === 'string' ? props : props.content;
  if (typeof content !== 'string') return;
  announce(content, typeof props !== 'string' && props.icon === 'fail' ? 'assertive' : 'polite');
}

export const Toast = {
  show(props: ToastShowProps | string): ToastHandler {
    const show = (overlays: Overlays) => {
      announceToast(props);
      return overlays.Toast.show(props);
    };
    if (loaded) return show(loaded);
    return deferShow(() => toastEpoch, show);
  },
  clear(): void {
    toastEpoch += 1;
    loaded?.Toast.clear();
  },
};
