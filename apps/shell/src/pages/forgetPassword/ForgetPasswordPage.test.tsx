import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '@platform/api-client';
import {
  fireEvent,
  recordCalls,
  screen,
  server,
  typeInto,
  waitFor,
  within,
} from '@platform/ui/testing';
import { renderGuestPage, serveCaptchas } from '../../testing/guestPage';
import ForgetPasswordPage from './ForgetPasswordPage';

const URL = routePath('forgetPassword');

/** The tab on screen: a tab once opened stays mounted (hidden), with the same test ids. */
function pane(): HTMLElement {
  return [...document.querySelectorAll<HTMLElement>('.adm-tabs-content')].find(
    (node) => node.style.display !== 'none',
  )!;
}

function serveReset(found: PayloadOf<'forgetPasswordFirstStep'>) {
  const captcha = serveCaptchas();
  const find = recordCalls('forgetPasswordFirstStep', found);
  const phoneCode = recordCalls('getPhoneCodeByForgetPwd', { expiresInSeconds: 300 });
  const emailCode = recordCalls('getEmailCodeByForgetPwd', { expiresInSeconds: 300 });
  const reset = recordCalls('modifyPasswordByForget', {});
  server.use(find.handler, phoneCode.handler, emailCode.handler, reset.handler);
  return { captcha, find, phoneCode, emailCode, reset };
}

const bothBound = { mobile: '138****5678', email: 'p***@example.com' };

async function findAccount(username = 'player01') {
  await within(pane()).findByTestId('captcha-image');
  typeInto('forgot-username', username, pane());
  typeInto('captcha-input', 'x7k2', pane());
  fireEvent.click(within(pane()).getByTestId('forgot-next'));
  return within(pane()).findByTestId('forgot-target');
}

function setPassword(code: string, password: string, confirmPassword: string) {
  typeInto('forgot-code', code, pane());
  typeInto('forgot-password', password, pane());
  typeInto('forgot-confirm', confirmPassword, pane());
  fireEvent.click(within(pane()).getByTestId('forgot-submit'));
}

describe('forgot password', () => {
  it('by phone: finds the account, sends a code to its bound phone and sets the new password', async () => {
    const calls = serveReset(bothBound);
    renderGuestPage(<ForgetPasswordPage />, URL);

    const target = await findAccount();
    expect(calls.find.calls).toEqual([
      { username: 'player01', captchaKey: 'K1', captchaCode: 'x7k2' },
    ]);
    expect(target.textContent).toBe('138****5678');
    fireEvent.click(within(pane()).getByTestId('send-code'));
    await waitFor(() => expect(calls.phoneCode.calls).toEqual([{ username: 'player01' }]));
    expect(calls.emailCode.calls).toHaveLength(0);

    setPassword('123456', 'abcd1234', 'abcd1234');
    await waitFor(() =>
      expect(calls.reset.calls).toEqual([
        {
          username: 'player01',
          verifyType: 'phone',
          code: '123456',
          password: 'abcd1234',
          confirmPassword: 'abcd1234',
        },
      ]),
    );
    const done = await screen.findByTestId('forgot-done');
    expect(done.textContent).toContain('Password changed');
    expect(done.textContent).toContain('Log in with your new password.');
  });

  it('by e-mail: the e-mail tab sends the code to the bound e-mail and resets with it', async () => {
    const calls = serveReset(bothBound);
    renderGuestPage(<ForgetPasswordPage />, URL);
    await findAccount();
    fireEvent.click(screen.getByText('By e-mail'));
    await waitFor(() =>
      expect(within(pane()).getByTestId('forgot-target').textContent).toBe('p***@example.com'),
    );
    fireEvent.click(within(pane()).getByTestId('send-code'));
    await waitFor(() => expect(calls.emailCode.calls).toEqual([{ username: 'player01' }]));
    expect(calls.phoneCode.calls).toHaveLength(0);

    setPassword('654321', 'newpass99', 'newpass99');
    await waitFor(() =>
      expect(calls.reset.calls).toEqual([
        {
          username: 'player01',
          verifyType: 'email',
          code: '654321',
          password: 'newpass99',
          confirmPassword: 'newpass99',
        },
      ]),
    );
    expect(await screen.findByTestId('forgot-done')).toBeTruthy();
  });

  it('says when the account has no bound e-mail', async () => {
    serveReset({ mobile: '138****5678', email: null });
    renderGuestPage(<ForgetPasswordPage />, URL);
    await findAccount();
    fireEvent.click(screen.getByText('By e-mail'));
    expect(await within(pane()).findByText('This account has no bound e-mail')).toBeTruthy();
    expect(within(pane()).queryByTestId('forgot-submit')).toBeNull();
  });

  it('asks for the username and the captcha before looking the account up', async () => {
    const calls = serveReset(bothBound);
    renderGuestPage(<ForgetPasswordPage />, URL);
    await within(pane()).findByTestId('captcha-image');
    fireEvent.click(within(pane()).getByTestId('forgot-next'));
    expect(await screen.findByText('Please enter the username')).toBeTruthy();
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    expect(calls.find.calls).toHaveLength(0);
  });

  it("shows the server's refusal of the username and asks for the answer to a new captcha", async () => {
    const calls = serveReset(bothBound);
    const find = recordCalls('forgetPasswordFirstStep', () => ({
      code: 1000,
      msg: 'The account does not exist',
    }));
    server.use(find.handler);
    renderGuestPage(<ForgetPasswordPage />, URL);
    await within(pane()).findByTestId('captcha-image');
    typeInto('forgot-username', 'nobody01', pane());
    typeInto('captcha-input', 'x7k2', pane());
    fireEvent.click(within(pane()).getByTestId('forgot-next'));

    expect(await screen.findByText('The account does not exist')).toBeTruthy();
    await waitFor(() => expect(calls.captcha.calls).toHaveLength(2));
    expect(screen.queryByTestId('forgot-target')).toBeNull();
    expect(find.calls).toEqual([{ username: 'nobody01', captchaKey: 'K1', captchaCode: 'x7k2' }]);
  });

  it('checks the code and the password rules of the contract, sending nothing', async () => {
    const calls = serveReset(bothBound);
    renderGuestPage(<ForgetPasswordPage />, URL);
    await findAccount();
    setPassword('12', 'abcdefgh', '');
    expect(await screen.findByText('The verification code is 6 digits')).toBeTruthy();
    expect(
      screen.getByText('Password must be 8-12 characters with letters and digits'),
    ).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();

    setPassword('123456', 'Player01', 'Player01');
    expect(await screen.findByText('Password cannot be the same as the username')).toBeTruthy();
    setPassword('123456', 'abcd1234', 'abcd1235');
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(calls.reset.calls).toHaveLength(0);
  });

  it('goes back to the login page when opened from a shared link', async () => {
    serveReset(bothBound);
    const { currentUrl } = renderGuestPage(<ForgetPasswordPage />, URL);
    await within(pane()).findByTestId('captcha-image');
    fireEvent.click(document.querySelector('.ui-nav-back')!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('login')));
  });
});
