import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
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

async function logIn(username: string, password: string) {
  await screen.findByTestId('login-form');
  typeInto('login-username', username);
  typeInto('login-password', password);
  fireEvent.click(screen.getByTestId('login-submit'));
}

const CAPTCHA_REQUIRED = {
  code: 1000,
  msg: 'Username or password mismatch',
  errorCode: 'captchaRequired',
};

/** Slider puzzles S1, S2, … and their passes P1, P2, … from aliyunCaptcha. */
function serveSlider() {
  let issued = 0;
  const puzzles = recordCalls('getSliderCaptcha', () => {
    issued += 1;
    return {
      captchaKey: `S${issued}`,
      background: 'data:image/svg+xml;base64,PHN2Zy8+',
      piece: 'data:image/svg+xml;base64,PHN2Zy8+',
      pieceTop: 20,
    };
  });
  let passed = 0;
  const verify = recordCalls('aliyunCaptcha', () => {
    passed += 1;
    return { captchaKey: `P${passed}`, captcha: `pass000${passed}` };
  });
  server.use(puzzles.handler, verify.handler);
  return { puzzles, verify };
}

/** Solves the shown slider from the keyboard, as a player without a pointer does. */
async function solveSlider() {
  const handle = await screen.findByRole('slider', { name: 'Slide the piece into the gap' });
  await waitFor(() => expect(document.querySelector('.kit-slider-captcha-piece')).toBeTruthy());
  fireEvent.keyDown(handle, { key: 'PageUp' });
  fireEvent.keyDown(handle, { key: 'ArrowRight' });
  fireEvent.keyDown(handle, { key: 'Enter' });
  await screen.findByTestId('slider-captcha-solved');
}

describe('log in', () => {
  it('sends username and password alone, stores the session, then goes to the redirect', async () => {
    const login = serveLogin(loggedIn);
    const redirect = routePath('deposit');
    const { currentUrl, store } = renderGuestPage(
      <LoginPage />,
      `${LOGIN}?redirect=${encodeURIComponent(redirect)}`,
    );
    expect(screen.queryByTestId('slider-captcha')).toBeNull();
    await logIn('player01', 'abcd1234');

    await waitFor(() => expect(currentUrl()).toBe(redirect));
    expect(login.calls).toEqual([{ username: 'player01', password: 'abcd1234' }]);
    expect(store.getState().session).toMatchObject({
      token: 'new-token',
      isLogin: true,
      userInfo: memberFixture(),
    });
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('goes home after logging in when no page asked for it', async () => {
    serveLogin(loggedIn);
    const { currentUrl } = renderGuestPage(<LoginPage />, LOGIN);
    await logIn('player01', 'abcd1234');
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
  });

  it('goes home, not to another site, when the redirect is not a path of the app', async () => {
    serveLogin(loggedIn);
    const { currentUrl } = renderGuestPage(
      <LoginPage />,
      `${LOGIN}?redirect=${encodeURIComponent('//evil.example/')}`,
    );
    await logIn('player01', 'abcd1234');
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
  });

  it('asks for the username and the password, and sends nothing without them', async () => {
    const login = serveLogin(loggedIn);
    renderGuestPage(<LoginPage />, LOGIN);
    await screen.findByTestId('login-form');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Please enter the username')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(login.calls).toHaveLength(0);
  });

  it("shows the server's refusal and stays, with no captcha while the server asks none", async () => {
    const login = serveLogin(() => ({ code: 1000, msg: 'Wrong username or password' }));
    const { currentUrl, store } = renderGuestPage(<LoginPage />, LOGIN);
    await logIn('player01', 'wrong999');

    expect(await screen.findByText('Wrong username or password')).toBeTruthy();
    expect(screen.queryByTestId('slider-captcha')).toBeNull();
    expect(login.calls).toHaveLength(1);
    expect(currentUrl()).toBe(LOGIN);
    expect(store.getState().session.isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the slider once the server asks for a captcha, sends its pass, and a new puzzle after a refusal', async () => {
    const { puzzles, verify } = serveSlider();
    const login = serveLogin((body) =>
      body.captchaKey === 'P2' ? loggedIn : HttpResponse.json(CAPTCHA_REQUIRED),
    );
    const { currentUrl } = renderGuestPage(<LoginPage />, LOGIN);
    await logIn('player01', 'wrong999');
    await solveSlider();
    expect(verify.calls[0]).toMatchObject({ sceneId: 'login' });
    expect(JSON.parse(String(verify.calls[0]!.captchaVerifyParam))).toMatchObject({
      captchaKey: 'S1',
      position: 24,
    });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(login.calls).toHaveLength(2));
    expect(login.calls[1]).toEqual({
      username: 'player01',
      password: 'wrong999',
      captchaKey: 'P1',
      captchaCode: 'pass0001',
    });
    // The refused login used the pass up: a new puzzle to solve before the next try.
    await waitFor(() => expect(puzzles.calls).toHaveLength(2));
    await solveSlider();
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
    expect(login.calls[2]).toMatchObject({ captchaKey: 'P2', captchaCode: 'pass0002' });
  });

  it('offers a code to the bound phone instead, with one-time-code autofill', async () => {
    serveSlider();
    const send = recordCalls('getPhoneCodeByLogin', () => ({
      expiresInSeconds: 300,
      mobile: '138****0001',
    }));
    server.use(send.handler);
    let tries = 0;
    const login = serveLogin(() =>
      tries++ === 0 ? HttpResponse.json(CAPTCHA_REQUIRED) : loggedIn,
    );
    const { currentUrl } = renderGuestPage(<LoginPage />, LOGIN);
    await logIn('player01', 'abcd1234');
    fireEvent.click(await screen.findByText('Send a code to my phone instead'));
    expect(inputOf('login-sms-code').getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('A verification code was sent to 138****0001')).toBeTruthy();
    expect(send.calls).toEqual([{ username: 'player01' }]);
    typeInto('login-sms-code', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
    expect(login.calls[1]).toEqual({
      username: 'player01',
      password: 'abcd1234',
      smsCode: '123456',
    });
  });

  it('opens the forgot password page', async () => {
    const { currentUrl } = renderGuestPage(<LoginPage />, LOGIN);
    fireEvent.click(await screen.findByText('Forgot password?'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('forgetPassword')));
  });
});

describe('the image captcha of registration', () => {
  it('shows a new captcha when the image is tapped, clearing the typed answer', async () => {
    const captcha = serveCaptchas();
    renderGuestPage(<LoginPage />, routePath('login', { type: 'register' }));
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
