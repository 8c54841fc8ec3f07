import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRMATION_REQUIRED } from '@platform/api-client/contract';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import PayPasswordPage from './PayPasswordPage';

/** The sheet is the kit's Popup, loaded on first use: on a busy machine that takes a moment. */
const SHEET = { timeout: 5_000 };

const URL = routePath('payPassword');

/** The server's refusal of a sensitive change while the session has no fresh proof of the password. */
const NEEDS_PROOF = {
  code: 1000,
  msg: 'For your security, please enter your login password first',
  errorCode: PASSWORD_CONFIRMATION_REQUIRED,
};

/** Types six characters into the current entry's cells (a new entry mounts after each one). */
async function enter(digits: string, step: string) {
  await waitFor(() =>
    expect(screen.getByTestId('paypwd-step').getAttribute('data-step')).toBe(step),
  );
  const cells = screen.getByTestId('paypwd-input').querySelector('input')!;
  fireEvent.change(cells, { target: { value: digits } });
}

function where(router: { state: { location: { pathname: string; search: string } } }) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('payment password', () => {
  it('needs a bound phone first and sends the player to bind one, then back here', async () => {
    const { router } = renderPage(<PayPasswordPage />, {
      url: `${URL}?redirect=${encodeURIComponent(routePath('withdraw'))}`,
      session: { payPwdSet: false, userInfo: memberFixture({ mobile: null }) },
    });
    expect((await screen.findByTestId('phone-required')).textContent).toContain(
      'Please bind a phone number before setting the payment password',
    );
    expect(screen.queryByTestId('paypwd-input')).toBeNull();
    fireEvent.click(screen.getByTestId('go-bind-phone'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('setPhone')));
    const back = new URLSearchParams(router.state.location.search).get('redirect');
    expect(back).toBe(
      `${routePath('payPassword')}?redirect=${encodeURIComponent(routePath('withdraw'))}`,
    );
  });

  it('takes exactly 6 digits', async () => {
    renderPage(<PayPasswordPage />, { url: URL, session: { payPwdSet: false } });
    await enter('12ab56', 'new');
    expect((await screen.findByTestId('paypwd-error')).textContent).toBe(
      'Payment password must be exactly 6 digits',
    );
    expect(screen.getByTestId('paypwd-step').getAttribute('data-step')).toBe('new');
  });

  it('refuses a new one that is one digit repeated or a straight run at once, as the hint says', async () => {
    const save = recordCalls('setWithdrawPwd', {});
    server.use(save.handler);
    renderPage(<PayPasswordPage />, { url: URL, session: { payPwdSet: false } });
    expect(
      await screen.findByText(/It cannot be one digit repeated \(111111\) or a run/),
    ).toBeTruthy();
    for (const weak of ['888888', '123456', '876543']) {
      await enter(weak, 'new');
      await waitFor(() =>
        expect(screen.getByTestId('paypwd-error').textContent).toBe(
          'Payment password cannot be one digit repeated (111111) or a run (123456, 654321)',
        ),
      );
      expect(screen.getByTestId('paypwd-step').getAttribute('data-step')).toBe('new');
    }
    expect(save.calls).toHaveLength(0);
  });

  it('starts the new password again when the confirmation differs', async () => {
    const save = recordCalls('setWithdrawPwd', {});
    server.use(save.handler);
    renderPage(<PayPasswordPage />, { url: URL, session: { payPwdSet: false } });
    await enter('135790', 'new');
    await enter('135791', 'confirm');
    expect((await screen.findByTestId('paypwd-error')).textContent).toBe(
      'The two passwords differ',
    );
    expect(screen.getByTestId('paypwd-step').getAttribute('data-step')).toBe('new');
    expect(save.calls).toHaveLength(0);
  });

  it('sets the first one, makes the session flag true and returns where the player came from', async () => {
    const save = recordCalls('setWithdrawPwd', {});
    server.use(save.handler, answer('checkIsSetWidthPassword', { isSet: true }));
    const { router, store } = renderPage(<PayPasswordPage />, {
      url: `${URL}?redirect=${encodeURIComponent(routePath('withdraw'))}`,
      session: { payPwdSet: false },
    });
    await enter('135790', 'new');
    await enter('135790', 'confirm');
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]).toEqual({ payPassword: '135790', confirmPayPassword: '135790' });
    await waitFor(() =>
      expect(where(router)).toBe(
        `${routePath('success')}?done=payPassword&redirect=${encodeURIComponent(routePath('withdraw'))}`,
      ),
    );
    expect(store.getState().session.payPwdSet).toBe(true);
  });

  it('asks for the login password when the server wants a fresh proof, then saves the same entries', async () => {
    let proved = false;
    const save = recordCalls('setWithdrawPwd', () => (proved ? {} : NEEDS_PROOF));
    const confirm = recordCalls('confirmLoginPassword', () => {
      proved = true;
      return { confirmedUntil: new Date(Date.now() + 5 * 60_000).toISOString() };
    });
    server.use(save.handler, confirm.handler, answer('checkIsSetWidthPassword', { isSet: true }));
    const { router, refusals } = renderPage(<PayPasswordPage />, {
      url: URL,
      session: { payPwdSet: false },
    });
    await enter('135790', 'new');
    await enter('135790', 'confirm');
    await screen.findByTestId('confirm-password', {}, SHEET);
    expect(refusals).toEqual([]);
    typeInto('confirm-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('confirm-password-submit'));
    await waitFor(() => expect(where(router)).toBe(`${routePath('success')}?done=payPassword`));
    expect(confirm.calls).toEqual([{ password: 'secret123' }]);
    expect(save.calls).toEqual([
      { payPassword: '135790', confirmPayPassword: '135790' },
      { payPassword: '135790', confirmPayPassword: '135790' },
    ]);
  });

  it('changes a set one after checking the current one first', async () => {
    const check = recordCalls('checkWithdrawPwd', {});
    const save = recordCalls('setWithdrawPwd', {});
    server.use(check.handler, save.handler, answer('checkIsSetWidthPassword', { isSet: true }));
    const { router } = renderPage(<PayPasswordPage />, { url: URL });
    expect(await screen.findByTestId('paypwd-forgot')).toBeTruthy();
    await enter('111111', 'old');
    await waitFor(() => expect(check.calls).toEqual([{ payPassword: '111111' }]));
    await enter('246810', 'new');
    await enter('246810', 'confirm');
    await waitFor(() =>
      expect(save.calls).toEqual([
        { oldPayPassword: '111111', payPassword: '246810', confirmPayPassword: '246810' },
      ]),
    );
    await waitFor(() => expect(where(router)).toBe(`${routePath('success')}?done=payPassword`));
  });

  it("shows the server's lock message and does not go on", async () => {
    const lock =
      'Too many wrong payment passwords: payment actions are locked until 2026-03-01 10:15, please try again in 15 minutes';
    const check = recordCalls('checkWithdrawPwd', () => ({ code: 1000, msg: lock }));
    server.use(check.handler);
    renderPage(<PayPasswordPage />, { url: URL });
    await enter('999999', 'old');
    expect((await screen.findByTestId('paypwd-error')).textContent).toBe(lock);
    expect(screen.getByTestId('paypwd-step').getAttribute('data-step')).toBe('old');
  });
});
