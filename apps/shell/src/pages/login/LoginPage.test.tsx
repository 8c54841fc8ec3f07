import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  inputOf,
  recordCalls,
  screen,
  server,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import { renderGuestPage, serveCaptchas } from '../../testing/guestPage';
import LoginPage from './LoginPage';

const LOGIN = routePath('login');

function serveLogin(reply: Parameters<typeof recordCalls<'login'>>[1]) {
  const login = recordCalls('login', reply);
  server.use(login.handler);
  return login;
}

const loggedIn = { token: 'new-token', userInfo: memberFixture() };

async function logIn(username: string, password: string, captchaCode: string) {
  await screen.findByTestId('captcha-image');
  typeInto('login-username', username);
  typeInto('login-password', password);
  typeInto('captcha-input', captchaCode);
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('log in', () => {
  it('sends username, password and the captcha answer with its key, stores the session, then goes to the redirect', async () => {
    serveCaptchas();
    const login = serveLogin(loggedIn);
    const redirect = routePath('deposit');
    const { currentUrl, store } = renderGuestPage(
      <LoginPage />,
      `${LOGIN}?redirect=${encodeURIComponent(redirect)}`,
    );
    await logIn('player01', 'abcd1234', 'x7k2');

    await waitFor(() => expect(currentUrl()).toBe(redirect));
    expect(login.calls).toEqual([
      { username: 'player01', password: 'abcd1234', captchaKey: 'K1', captchaCode: 'x7k2' },
    ]);
    expect(store.getState().session).toMatchObject({
      token: 'new-token',
      isLogin: true,
      userInfo: memberFixture(),
    });
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('goes home after logging in when no page asked for it', async () => {
    serveCaptchas();
    serveLogin(loggedIn);
    const { currentUrl } = renderGuestPage(<LoginPage />, LOGIN);
    await logIn('player01', 'abcd1234', 'x7k2');
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
  });

  it('goes home, not to another site, when the redirect is not a path of the app', async () => {
    serveCaptchas();
    serveLogin(loggedIn);
    const { currentUrl } = renderGuestPage(
      <LoginPage />,
      `${LOGIN}?redirect=${encodeURIComponent('//evil.example/')}`,
    );
    await logIn('player01', 'abcd1234', 'x7k2');
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
  });

  it('asks for the username, the password and the captcha, and sends nothing without them', async () => {
    serveCaptchas();
    const login = serveLogin(loggedIn);
    renderGuestPage(<LoginPage />, LOGIN);
    await screen.findByTestId('captcha-image');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Please enter the username')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    expect(login.calls).toHaveLength(0);
  });

  it("shows the server's refusal, stays, and asks for the answer to a new captcha", async () => {
    const captcha = serveCaptchas();
    const login = serveLogin(() => ({ code: 1000, msg: 'Wrong username or password' }));
    const { currentUrl, store } = renderGuestPage(<LoginPage />, LOGIN);
    await logIn('player01', 'wrong999', 'x7k2');

    expect(await screen.findByText('Wrong username or password')).toBeTruthy();
    // The refused captcha is used up: a new image, and the typed answer is gone.
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-key')).toBe('K2'),
    );
    expect(captcha.calls).toHaveLength(2);
    expect(inputOf('captcha-input').value).toBe('');
    expect(login.calls).toHaveLength(1);
    expect(currentUrl()).toBe(LOGIN);
    expect(store.getState().session.isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();

    // The next attempt answers the new captcha.
    typeInto('captcha-input', 'p9q3');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(login.calls).toHaveLength(2));
    expect(login.calls[1]).toMatchObject({ captchaKey: 'K2', captchaCode: 'p9q3' });
    await waitFor(() => expect(captcha.calls).toHaveLength(3));
  });

  it('shows a new captcha when the image is tapped, clearing the typed answer', async () => {
    const captcha = serveCaptchas();
    renderGuestPage(<LoginPage />, LOGIN);
    const image = await screen.findByTestId('captcha-image');
    // A button around the image: reached and pressed from the keyboard too, named for what it does.
    const renew = image.closest('button');
    expect(renew?.getAttribute('type')).toBe('button');
    expect(renew?.getAttribute('aria-label')).toBe('Tap for a new image');
    typeInto('captcha-input', 'x7k2');
    fireEvent.click(image);
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-key')).toBe('K2'),
    );
    expect(captcha.calls).toHaveLength(2);
    expect(inputOf('captcha-input').value).toBe('');
  });

  it('opens the forgot password page', async () => {
    serveCaptchas();
    const { currentUrl } = renderGuestPage(<LoginPage />, LOGIN);
    fireEvent.click(await screen.findByText('Forgot password?'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('forgetPassword')));
  });
});

describe('after registering', () => {
  it('lands on home with a welcome', async () => {
    serveCaptchas();
    const item = (itemKey: string, sort: number) =>
      ({ itemKey, isShow: 1, isRequired: 1, sort }) as const;
    server.use(
      answer('getRegisterItem', {
        registerItemList: [
          item('username', 10),
          item('password', 20),
          item('confirmPassword', 30),
          item('captcha', 40),
        ],
      }),
    );
    const register = recordCalls('register', loggedIn);
    server.use(register.handler);
    const { currentUrl } = renderGuestPage(<LoginPage />, routePath('login', { type: 'register' }));
    await screen.findByTestId('register-form');
    await screen.findByTestId('captcha-image');
    typeInto('register-username', 'player01');
    typeInto('register-password', 'abcd1234');
    typeInto('register-confirm', 'abcd1234');
    typeInto('captcha-input', 'x7k2');
    fireEvent.click(screen.getByText('I have read and agree to the'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(register.calls).toHaveLength(1));
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
    // Shown as a toast and read out by the live region.
    await waitFor(() =>
      expect(screen.getAllByText('Welcome! Your account is ready.')).toHaveLength(2),
    );
    expect(screen.getByRole('status').textContent).toBe('Welcome! Your account is ready.');
  });
});
