import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  servePhoneSettings,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import {
  forgetVerification,
  rememberVerification,
} from '../../features/security/verificationWindow';
import SetPhonePage from './SetPhonePage';

const URL = routePath('setPhone');
const noPhone = { userInfo: memberFixture({ mobile: null }) };
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

describe('bind or change the phone', () => {
  afterEach(() => forgetVerification('test-token'));

  it('wants 11 digits before sending a code', async () => {
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    server.use(send.handler);
    renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    await screen.findByTestId('phone-form');
    typeInto('field-mobile', '1381234567');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Phone number is wrong, please refill')).toBeTruthy();
    typeInto('field-mobile', '');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Please complete the phone number')).toBeTruthy();
    expect(send.calls).toHaveLength(0);
  });

  it('binds a first phone with the SMS code sent for binding', async () => {
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    const modify = recordCalls('modifyUserInfo', {});
    server.use(
      send.handler,
      modify.handler,
      answer('getUserInfo', { userInfo: memberFixture({ mobile: '139****0000' }) }),
    );
    const { router, store } = renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    await screen.findByTestId('phone-form');
    typeInto('field-mobile', '13912340000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(send.calls).toEqual([{ smsType: 'bindPhone', mobile: '13912340000' }]),
    );
    expect(await screen.findByText(/Resend in/)).toBeTruthy();
    typeInto('field-code', '123456');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(modify.calls).toEqual([{ mobile: '13912340000', smsCode: '123456' }]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('success')}?done=phone`,
      ),
    );
    expect(store.getState().session.userInfo?.mobile).toBe('139****0000');
  });

  it('shows the stored area code before the number, read as part of the field', async () => {
    servePhoneSettings({ areaCode: '+63' });
    renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    expect((await screen.findByTestId('phone-area-code')).textContent).toContain('+63');
    const input = screen.getByLabelText('Phone number');
    await waitFor(() => expect(input.getAttribute('aria-describedby')).toBeTruthy());
    const description = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Country code +63');
  });

  it('with the bind switch off, has no code field nor send button and binds without a code', async () => {
    servePhoneSettings({ smsSwitchBind: '0' });
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    const modify = recordCalls('modifyUserInfo', {});
    server.use(
      send.handler,
      modify.handler,
      answer('getUserInfo', { userInfo: memberFixture({ mobile: '139****0000' }) }),
    );
    const { router } = renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    await screen.findByTestId('phone-form');
    expect(screen.getByTestId('phone-area-code').textContent).toContain('+86');
    expect(screen.queryByTestId('field-code')).toBeNull();
    expect(screen.queryByTestId('send-code')).toBeNull();
    typeInto('field-mobile', '13912340000');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(modify.calls).toEqual([{ mobile: '13912340000' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('success')));
    expect(send.calls).toHaveLength(0);
  });

  it('with the bind switch on, asks for the code before binding', async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(modify.handler);
    renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    await screen.findByTestId('phone-form');
    expect(screen.getByTestId('send-code')).toBeTruthy();
    typeInto('field-mobile', '13912340000');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(modify.calls).toHaveLength(0);
  });

  it('sends a player changing a bound phone to the security verification first, then back', async () => {
    const { router } = renderPage(<SetPhonePage />, {
      url: `${URL}?redirect=${encodeURIComponent(routePath('payPassword'))}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('verification')));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('payPassword'))}`,
    );
  });

  it('changes a bound phone once verified, with the code sent for changing', async () => {
    rememberVerification('test-token', inTenMinutes());
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    server.use(send.handler);
    renderPage(<SetPhonePage />, { url: URL });
    expect((await screen.findByTestId('phone-current')).textContent).toBe('138****5678');
    typeInto('field-mobile', '13912340000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(send.calls).toEqual([{ smsType: 'changePhone', mobile: '13912340000' }]),
    );
  });
});
