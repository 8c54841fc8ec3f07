import type { ReactElement } from 'react';
import { recordCalls, renderPage, server } from '@platform/ui/testing';
import { installSessionEffects } from '../session/sessionEffects';

/** Nobody logged in. */
export const guestSession = { token: null, isLogin: false, userInfo: null, payPwdSet: null };

/**
 * A shell page as a guest opens it, with the shell's own session effects: a refused call's message
 * shows as a toast and a new session's token is stored, as in the app.
 */
export function renderGuestPage(page: ReactElement, url: string) {
  const view = renderPage(page, { url, session: guestSession });
  installSessionEffects(view.startListening, (path) => void view.router.navigate(path));
  return view;
}

/** A new captcha for every request (keys K1, K2, …), so a test can tell which one was answered. */
export function serveCaptchas() {
  let issued = 0;
  const captcha = recordCalls('getCaptcha', () => {
    issued += 1;
    return {
      captcha: `data:image/svg+xml;base64,${btoa(`<svg>${issued}</svg>`)}`,
      captchaKey: `K${issued}`,
    };
  });
  server.use(captcha.handler);
  return captcha;
}
