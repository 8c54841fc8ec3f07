import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
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
import {
  forgetVerification,
  rememberVerification,
} from '../../features/security/verificationWindow';
import SetEmailPage from './SetEmailPage';

/** The sheet is the kit's Popup, loaded on first use: on a busy machine that takes a moment. */
const SHEET = { timeout: 5_000 };

const URL = routePath('setEmail');

/** The server's refusal of a sensitive change while the session has no fresh proof of the password. */
const NEEDS_PROOF = {
  code: 1000,
  msg: 'For your security, please enter your login password first',
  errorCode: PASSWORD_CONFIRMATION_REQUIRED,
};

const withEmail = { userInfo: memberFixture({ email: 'p***@example.com' }) };
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

describe('bind or change the e-mail', () => {
  afterEach(() => forgetVerification('test-token'));

  it('checks the e-mail format before sending a code', async () => {
    const send = recordCalls('getEmailCode', { expiresInSeconds: 300 });
    server.use(send.handler);
    renderPage(<SetEmailPage />, { url: URL });
    await screen.findByTestId('email-form');
    typeInto('field-email', 'player.example.com');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Email format incorrect, please re-enter')).toBeTruthy();
    expect(send.calls).toHaveLength(0);
  });

  it('wants the 6-digit code', async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(modify.handler);
    renderPage(<SetEmailPage />, { url: URL });
    await screen.findByTestId('email-form');
    typeInto('field-email', 'player@example.com');
    typeInto('field-code', '12');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('The verification code is 6 digits')).toBeTruthy();
    expect(modify.calls).toHaveLength(0);
  });

  it('binds the e-mail with the code sent to it', async () => {
    const send = recordCalls('getEmailCode', { expiresInSeconds: 300 });
    const modify = recordCalls('modifyUserInfo', {});
    server.use(
      send.handler,
      modify.handler,
      answer('getUserInfo', { userInfo: memberFixture({ email: 'p***@example.com' }) }),
    );
    const { router } = renderPage(<SetEmailPage />, { url: URL });
    await screen.findByTestId('email-form');
    typeInto('field-email', 'player@example.com');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(send.calls).toEqual([{ emailType: 'bindEmail', email: 'player@example.com' }]),
    );
    typeInto('field-code', '654321');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(modify.calls).toEqual([{ email: 'player@example.com', emailCode: '654321' }]),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?done=email'));
  });

  it('asks for the login password when the server wants a fresh proof, then binds with the same code', async () => {
    let proved = false;
    const modify = recordCalls('modifyUserInfo', () => (proved ? {} : NEEDS_PROOF));
    const confirm = recordCalls('confirmLoginPassword', () => {
      proved = true;
      return { confirmedUntil: inTenMinutes() };
    });
    server.use(
      modify.handler,
      confirm.handler,
      answer('getUserInfo', { userInfo: memberFixture({ email: 'p***@example.com' }) }),
    );
    const { router } = renderPage(<SetEmailPage />, { url: URL });
    await screen.findByTestId('email-form');
    typeInto('field-email', 'player@example.com');
    typeInto('field-code', '654321');
    fireEvent.click(screen.getByTestId('form-submit'));

    expect((await screen.findByTestId('confirm-password-reason', {}, SHEET)).textContent).toBe(
      'For your security, please enter your login password first',
    );
    expect(router.state.location.search).toBe('');
    typeInto('confirm-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('confirm-password-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?done=email'));
    expect(confirm.calls).toEqual([{ password: 'secret123' }]);
    expect(modify.calls).toEqual([
      { email: 'player@example.com', emailCode: '654321' },
      { email: 'player@example.com', emailCode: '654321' },
    ]);
  });

  it('sends a player changing a bound e-mail to the security verification first, then back', async () => {
    const { router } = renderPage(<SetEmailPage />, { url: URL, session: withEmail });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('verification')));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      routePath('setEmail'),
    );
  });

  it('sends the code for a change once verified, when an e-mail is bound', async () => {
    rememberVerification('test-token', inTenMinutes());
    const send = recordCalls('getEmailCode', { expiresInSeconds: 300 });
    server.use(send.handler);
    renderPage(<SetEmailPage />, { url: URL, session: withEmail });
    expect((await screen.findByTestId('email-current')).textContent).toBe('p***@example.com');
    typeInto('field-email', 'new@example.com');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(send.calls).toEqual([{ emailType: 'changeEmail', email: 'new@example.com' }]),
    );
  });
});
