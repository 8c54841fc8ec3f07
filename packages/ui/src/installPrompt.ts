/**
 * The browser's own "install this app" prompt (docs/architecture.md#installable-app). Chromium
 * fires `beforeinstallprompt` once the app is installable; the shell keeps that event at start
 * (instead of the browser's banner) so the my page's desktop shortcut can show the prompt when the
 * player asks. Safari has no such event: the shortcut explains the manual steps there.
 */

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;

/** Keeps the install prompt for later; answers a function that stops listening. */
export function captureInstallPrompt(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const keep = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  };
  const installed = () => {
    deferred = null;
  };
  target.addEventListener('beforeinstallprompt', keep);
  target.addEventListener('appinstalled', installed);
  return () => {
    target.removeEventListener('beforeinstallprompt', keep);
    target.removeEventListener('appinstalled', installed);
  };
}

/** Whether the browser offered to install the app (and it is not installed yet). */
export function canInstall(): boolean {
  return deferred !== null;
}

/** Shows the browser's install prompt; answers the player's choice. A prompt can be shown once. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return 'unavailable';
  }
}
