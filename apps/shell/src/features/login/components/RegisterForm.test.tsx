import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import type { RegisterItem } from '@platform/api-client';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  inputOf,
  leave,
  recordCalls,
  screen,
  server,
  servePhoneSettings,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import { renderGuestPage, serveCaptchas } from '../../../testing/guestPage';
import LoginPage from '../../../pages/login/LoginPage';

const REGISTER = routePath('login', { type: 'register' });

function item(itemKey: string, isShow: 0 | 1, sort: number, isRequired = isShow): RegisterItem {
  return { itemKey, isShow, isRequired, sort };
}

/** The phone shown but optional (its code too), the invite code shown and required. */
function serveOptionalPhoneRequiredInvite() {
  serveCaptchas();
  server.use(
    answer('getRegisterItem', {
      registerItemList: [
        item('username', 1, 10),
        item('password', 1, 20),
        item('confirmPassword', 1, 30),
        item('mobile', 1, 40, 0),
        item('smsCode', 1, 50, 0),
        item('inviteCode', 1, 60, 1),
        item('captcha', 1, 70),
      ],
    }),
  );
  const register = recordCalls('register', { token: 'new-token', userInfo: memberFixture() });
  server.use(register.handler);
  return { register };
}

/** Whether the form marks a field (by its label) as required. */
function markedRequired(label: string): boolean {
  const field = screen.getByText(label).closest('.adm-form-item');
  return field?.querySelector('[class*="required"]') != null;
}

/** The registration-item switch: the phone, its code and the invite code shown or hidden. */
function serveRegistration({ withPhone }: { withPhone: boolean }) {
  const extra = withPhone ? 1 : 0;
  serveCaptchas();
  server.use(
    answer('getRegisterItem', {
      registerItemList: [
        item('username', 1, 10),
        item('password', 1, 20),
        item('confirmPassword', 1, 30),
        item('mobile', extra, 40),
        item('smsCode', extra, 50),
        item('inviteCode', extra, 60),
        item('captcha', 1, 70),
      ],
    }),
  );
  const register = recordCalls('register', { token: 'new-token', userInfo: memberFixture() });
  const sms = recordCalls('getPhoneCodeByRegister', { expiresInSeconds: 300 });
  server.use(register.handler, sms.handler);
  return { register, sms };
}

async function openRegister(url = REGISTER) {
  const view = renderGuestPage(<LoginPage />, url);
  await screen.findByTestId('register-form');
  await screen.findByTestId('captcha-image');
  return view;
}

function fillAccount(username: string, password: string, confirmPassword: string) {
  typeInto('register-username', username);
  typeInto('register-password', password);
  typeInto('register-confirm', confirmPassword);
  typeInto('captcha-input', 'x7k2');
}

const tickAgreement = () => fireEvent.click(screen.getByText('I have read and agree to the'));
const submit = () => fireEvent.click(screen.getByTestId('register-submit'));

describe('register', () => {
  it('opens on the register tab from ?type=register, and the login tab drops it', async () => {
    serveRegistration({ withPhone: false });
    const { currentUrl } = await openRegister();
    expect(screen.queryByTestId('login-form')).toBeNull();
    fireEvent.click(screen.getAllByText('Log in')[0]!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('login')));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it("checks the contract's username and password rules, the captcha and the agreement, sending nothing", async () => {
    const { register } = serveRegistration({ withPhone: false });
    await openRegister();
    typeInto('register-username', '1abc');
    typeInto('register-password', 'abcdefgh');
    submit();

    expect(
      await screen.findByText(
        'Username must be 4-11 letters and digits, start with a letter and contain at least 2 letters and a digit',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Password must be 8-12 characters with letters and digits'),
    ).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    expect(screen.getByText('Please tick that you have read the agreement')).toBeTruthy();
    expect(register.calls).toHaveLength(0);
  });

  it('wants a username with a digit', async () => {
    const { register } = serveRegistration({ withPhone: false });
    await openRegister();
    fillAccount('abcdef', 'abcd1234', 'abcd1234');
    tickAgreement();
    submit();
    expect(await screen.findByText(/^Username must be 4-11 letters and digits/)).toBeTruthy();
    expect(register.calls).toHaveLength(0);
  });

  it('refuses a password equal to the username, then a confirmation that differs', async () => {
    const { register } = serveRegistration({ withPhone: false });
    await openRegister();
    fillAccount('player01', 'Player01', 'Player01');
    tickAgreement();
    submit();
    expect(await screen.findByText('Password cannot be the same as the username')).toBeTruthy();

    typeInto('register-password', 'abcd1234');
    typeInto('register-confirm', 'abcd1235');
    submit();
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(register.calls).toHaveLength(0);
  });

  it('registers with the shown fields and the ticked agreement, logs in, then goes to the redirect', async () => {
    const { register, sms } = serveRegistration({ withPhone: true });
    const redirect = routePath('deposit');
    const { currentUrl, store } = await openRegister(
      routePath('login', { type: 'register', redirect }),
    );
    fillAccount('player01', 'abcd1234', 'abcd1234');
    typeInto('register-mobile', '13800138000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(sms.calls).toEqual([{ mobile: '13800138000' }]));
    typeInto('register-sms', '123456');
    typeInto('register-invite', 'ABC123');
    tickAgreement();
    submit();

    await waitFor(() => expect(register.calls).toHaveLength(1));
    expect(register.calls[0]).toEqual({
      username: 'player01',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      mobile: '13800138000',
      smsCode: '123456',
      inviteCode: 'ABC123',
      captchaKey: 'K1',
      captchaCode: 'x7k2',
      agreement: 'true',
      langType: '3',
    });
    await waitFor(() => expect(currentUrl()).toBe(redirect));
    expect(store.getState().session).toMatchObject({ token: 'new-token', isLogin: true });
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it("shows a field's error when that field is left, whatever the others hold", async () => {
    const { register } = serveRegistration({ withPhone: false });
    await openRegister();
    typeInto('register-username', '1abc');
    typeInto('register-password', 'abcdefgh');
    leave('register-password');
    expect(
      await screen.findByText('Password must be 8-12 characters with letters and digits'),
    ).toBeTruthy();
    // The username was typed first but not left: no error for it yet.
    expect(screen.queryByText(/^Username must be 4-11 letters and digits/)).toBeNull();
    leave('register-username');
    expect(await screen.findByText(/^Username must be 4-11 letters and digits/)).toBeTruthy();

    typeInto('register-password', 'abcd1234');
    leave('register-password');
    typeInto('register-confirm', 'abcd1235');
    leave('register-confirm');
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(screen.queryByText('Please enter the captcha')).toBeNull();
    expect(register.calls).toHaveLength(0);
  });

  it("clears a shown field's error as the player types the fix, before leaving the field", async () => {
    serveRegistration({ withPhone: false });
    await openRegister();
    typeInto('register-username', '1abc');
    leave('register-username');
    expect(await screen.findByText(/^Username must be 4-11 letters and digits/)).toBeTruthy();
    // Typing again clears it at once: the save button does not move under the finger that taps it.
    typeInto('register-username', 'player01');
    await waitFor(() =>
      expect(screen.queryByText(/^Username must be 4-11 letters and digits/)).toBeNull(),
    );
  });

  it('marks the required fields as the registration items say', async () => {
    serveOptionalPhoneRequiredInvite();
    await openRegister();
    expect(markedRequired('Username')).toBe(true);
    expect(markedRequired('Captcha')).toBe(true);
    expect(markedRequired('Invite code')).toBe(true);
    expect(markedRequired('Phone')).toBe(false);
    expect(markedRequired('Code')).toBe(false);
  });

  it('leaves an optional phone empty and unsent, and asks for a required invite code', async () => {
    const { register } = serveOptionalPhoneRequiredInvite();
    await openRegister();
    fillAccount('player01', 'abcd1234', 'abcd1234');
    tickAgreement();
    submit();
    expect(await screen.findByText('Please enter the invite code')).toBeTruthy();
    expect(screen.queryByText('Please complete the phone number')).toBeNull();
    expect(register.calls).toHaveLength(0);

    typeInto('register-invite', 'ABC123');
    submit();
    await waitFor(() => expect(register.calls).toHaveLength(1));
    expect(register.calls[0]).toEqual({
      username: 'player01',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      inviteCode: 'ABC123',
      captchaKey: 'K1',
      captchaCode: 'x7k2',
      agreement: 'true',
      langType: '3',
    });
  });

  it("fills in the inviter's code from an invite link and sends it", async () => {
    const { register } = serveOptionalPhoneRequiredInvite();
    await openRegister(routePath('login', { type: 'register', inviteCode: '100001' }));
    expect(inputOf('register-invite').value).toBe('100001');
    fillAccount('player01', 'abcd1234', 'abcd1234');
    tickAgreement();
    submit();
    await waitFor(() => expect(register.calls).toHaveLength(1));
    expect(register.calls[0]).toMatchObject({ username: 'player01', inviteCode: '100001' });
  });

  it('sends no phone fields when the switch hides them', async () => {
    const { register } = serveRegistration({ withPhone: false });
    const { currentUrl } = await openRegister();
    expect(screen.queryByTestId('register-mobile')).toBeNull();
    expect(screen.queryByTestId('register-sms')).toBeNull();
    fillAccount('player01', 'abcd1234', 'abcd1234');
    tickAgreement();
    submit();
    await waitFor(() => expect(register.calls).toHaveLength(1));
    expect(register.calls[0]).toEqual({
      username: 'player01',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      captchaKey: 'K1',
      captchaCode: 'x7k2',
      agreement: 'true',
      langType: '3',
    });
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
  });

  it("shows the site's area code before the phone number (docs/product-rules.md#phone-settings)", async () => {
    servePhoneSettings({ areaCode: '+63' });
    serveRegistration({ withPhone: true });
    await openRegister();
    expect((await screen.findByTestId('phone-area-code')).textContent).toContain('+63');
    const input = inputOf('register-mobile');
    await waitFor(() => expect(input.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Country code +63',
    );
  });

  it('asks for a valid phone before sending a code', async () => {
    const { sms } = serveRegistration({ withPhone: true });
    await openRegister();
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Please complete the phone number')).toBeTruthy();
    typeInto('register-mobile', '1380013');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Phone number is wrong, please refill')).toBeTruthy();
    expect(sms.calls).toHaveLength(0);
  });

  it('asks for the agreement only when its link is tapped, and shows it in a sheet', async () => {
    serveRegistration({ withPhone: false });
    const terms = recordCalls('getRegisterTerms', {
      title: 'User agreement',
      content: 'Play responsibly.',
    });
    server.use(terms.handler);
    await openRegister();
    expect(terms.calls).toHaveLength(0);
    fireEvent.click(screen.getByText('user agreement'));
    expect(await screen.findByText('Play responsibly.')).toBeTruthy();
    expect(screen.getByText('User agreement')).toBeTruthy();
    expect(terms.calls).toHaveLength(1);
  });

  it("shows the server's refusal and asks for the answer to a new captcha", async () => {
    serveRegistration({ withPhone: false });
    const register = recordCalls('register', () => ({
      code: 1000,
      msg: 'This username is already taken',
    }));
    server.use(register.handler);
    const { currentUrl, store } = await openRegister();
    fillAccount('player01', 'abcd1234', 'abcd1234');
    tickAgreement();
    submit();
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-key')).toBe('K2'),
    );
    expect(inputOf('captcha-input').value).toBe('');
    expect(currentUrl()).toBe(REGISTER);
    expect(store.getState().session.isLogin).toBe(false);
  });
});
